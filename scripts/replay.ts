import { runCli } from "./cli.ts";
import { prepareDatabase } from "./system.ts";

const USAGE = "usage: npm run replay -- <projection> | --all | --status";

await runCli(async ({ database, kernel, logger }) => {
  const argument = process.argv[2];
  await prepareDatabase(database, kernel, logger);
  const runner = kernel.projections;
  if (!argument) throw new Error(`${USAGE}\nprojections: ${runner.projections.map((p) => p.name).join(", ")}`);
  if (argument === "--status") {
    console.log(JSON.stringify(await runner.status(), null, 2));
    return;
  }
  const names = argument === "--all" ? runner.projections.map((p) => p.name) : [runner.get(argument).name];
  for (const name of names) {
    const started = Date.now();
    await runner.rebuild(name);
    logger.info("replay finished", { projection: name, seconds: (Date.now() - started) / 1000 });
  }
});
