import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompressClientBuild } from "../../scripts/bundling/precompress.ts";

// compressed at build time as the product's files are, so the floor weighs the same way
export default defineConfig({ plugins: [reactRouter(), precompressClientBuild()], build: { target: "es2022" } });
