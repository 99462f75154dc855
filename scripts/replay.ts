import { runCli } from "./cli.ts";
import { prepareDatabase } from "./kernel.ts";
import { type ProgressBar, startProgress } from "./terminal.ts";

const USAGE = "usage: npm run replay -- <projection> | --all | --status";

await runCli(async ({ env, database, kernel, logger }) => {
  const argument = process.argv[2];
  await prepareDatabase(database, kernel, logger);
  const runner = kernel.projections;
  if (!argument) throw new Error(`${USAGE}\nprojections: ${runner.projections.map((p) => p.name).join(", ")}`);
  if (argument === "--status") {
    console.log(JSON.stringify(await runner.status(), null, 2));
    return;
  }
  const names = argument === "--all" ? runner.projections.map((p) => p.name) : [runner.get(argument).name];
  const progress = startProgress(env, logger);
  for (const name of names) {
    const started = Date.now();
    // the number of events to fold is known once the rebuild has begun
    let bar: ProgressBar | undefined;
    await runner.rebuild(name, (processed, target) => {
      bar ??= progress.bar(`Replaying ${name}`, target);
      bar.update(processed);
    });
    bar?.stop();
    const seconds = (Date.now() - started) / 1000;
    progress.step(`${name} replayed in ${seconds.toFixed(1)} s`);
    logger.debug("replay finished", { projection: name, seconds });
  }
});
