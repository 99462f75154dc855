// `npm start` from a fresh clone: installs dependencies and builds the UI when needed, then
// runs the whole product in this one process (PostgreSQL is its child and stops with it).
import { ensureInstalledAndBuilt } from "./ensure-build.mjs";

ensureInstalledAndBuilt();

// before anything imports React, which reads it once (scripts/production-env.ts explains)
process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import("./start.ts");
