import type { Reporter, TestModule } from "vitest/node";

/**
 * After every run: each project's wall time and file count, and the ten slowest files, so the
 * next slowdown is seen where it starts (issue 29). Times are wall clock from a file's start to
 * its end: import, hooks and tests, and whatever else the machine was doing meanwhile.
 */
export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, performance.now());
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const timed = modules.flatMap((module) => {
      const start = this.started.get(module.moduleId);
      const end = this.ended.get(module.moduleId);
      return start === undefined || end === undefined ? [] : [{ module, start, end }];
    });
    if (timed.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = ["", "Time by project (wall clock, first file's start to last file's end):"];
    const projects = new Map<string, typeof timed>();
    for (const entry of timed) {
      const name = entry.module.project.name || "(root)";
      projects.set(name, [...(projects.get(name) ?? []), entry]);
    }
    for (const [name, entries] of projects) {
      const wall = Math.max(...entries.map((e) => e.end)) - Math.min(...entries.map((e) => e.start));
      lines.push(`  ${name.padEnd(12)} ${seconds(wall).padStart(9)}  ${entries.length} files`);
    }
    lines.push("The ten slowest files:");
    for (const { module, start, end } of [...timed].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
      lines.push(`  ${seconds(end - start).padStart(9)}  ${module.project.name.padEnd(12)} ${module.relativeModuleId}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
