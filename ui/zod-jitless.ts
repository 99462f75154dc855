/**
 * Zod in the browser without its JIT (docs/decisions/0053). Zod 4 compiles object schemas with
 * `new Function` when it may, and probes whether it may with a caught `Function("")` as soon as
 * a module builds an object schema: under our Content-Security-Policy (no 'unsafe-eval') that
 * probe is a reported violation, although nothing breaks. `jitless` skips both. Route modules
 * build their schemas before the client entry runs, so root.tsx sets the flag in an inline
 * script in <head>, on the global where zod keeps its settings (what `z.config()` writes):
 * whichever runs first, zod and this script share the one object.
 */
export const ZOD_JITLESS_SCRIPT =
  "(globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {}).jitless = true;";
