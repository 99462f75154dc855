// `npm run cluster`: builds once, then starts PostgreSQL, a replica, instances and a proxy (scripts/cluster.ts).
import { ensureInstalledAndBuilt } from "./ensure-build.mjs";

ensureInstalledAndBuilt();
const { register } = await import("tsx/esm/api");
register();
await import("./cluster.ts");
