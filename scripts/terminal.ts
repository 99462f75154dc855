import { Presets, SingleBar } from "cli-progress";
import { prettyFactory } from "pino-pretty";
import type { Env, LogLevel } from "../core/config/env.ts";
import { createLogger, type Logger } from "../core/log/logger.ts";

/**
 * What `npm start` (and `npm run replay`) print: on a terminal, the steps one line each, progress
 * bars for the long ones, the URL and the admin sign-in in a box, then only warnings and errors
 * as readable lines; elsewhere (a pipe, a service manager, LOG_FORMAT=json) JSON lines, as log
 * collectors want (decision 0065).
 */
export interface StartProgress {
  step(label: string): void;
  bar(label: string, total: number): ProgressBar;
}

export interface ProgressBar {
  update(done: number): void;
  stop(): void;
}

export function logFormatOf(env: Pick<Env, "LOG_FORMAT">): "json" | "pretty" {
  return env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json");
}

const PINO_LEVEL: Record<string, number> = { debug: 20, info: 30, warn: 40, error: 50 };

/** Our JSON lines as pino-pretty writes pino's: level, time, message, then the fields. */
function prettySink(colorize: boolean): (line: string) => void {
  const prettify = prettyFactory({ colorize, translateTime: "HH:MM:ss", ignore: "service" });
  return (line) => {
    const record = JSON.parse(line) as Record<string, unknown>;
    process.stdout.write(prettify({ ...record, level: PINO_LEVEL[String(record.level)] ?? 30 }));
  };
}

/** The process's logger: on a terminal only warnings and errors, unless LOG_LEVEL says otherwise. */
export function startLogger(env: Pick<Env, "LOG_FORMAT" | "LOG_LEVEL">, service: string): Logger {
  if (logFormatOf(env) === "json") return createLogger(env.LOG_LEVEL, { service });
  const level: LogLevel = process.env.LOG_LEVEL ? env.LOG_LEVEL : "warn";
  return createLogger(level, { service }, prettySink(process.stdout.isTTY === true));
}

/** Steps and bars drawn on the terminal. */
function terminalProgress(): StartProgress {
  return {
    step: (label) => process.stdout.write(`  › ${label}\n`),
    bar(label, total) {
      const bar = new SingleBar(
        {
          format: `  › ${label.padEnd(28)} {bar} {percentage}% | {value}/{total}`,
          hideCursor: true,
          clearOnComplete: false,
        },
        Presets.shades_classic,
      );
      bar.start(Math.max(total, 1), 0);
      return { update: (done) => bar.update(Math.min(done, Math.max(total, 1))), stop: () => bar.stop() };
    },
  };
}

/** Steps and bars as log lines: a start line and an end line for each bar, nothing per tick. */
function loggedProgress(logger: Logger): StartProgress {
  return {
    step: (label) => logger.info(label),
    bar(label, total) {
      const started = Date.now();
      logger.info(label, { total });
      return {
        update: () => {},
        stop: () => logger.info(`${label}: done`, { total, seconds: (Date.now() - started) / 1000 }),
      };
    },
  };
}

export function startProgress(env: Pick<Env, "LOG_FORMAT">, logger: Logger): StartProgress {
  return logFormatOf(env) === "pretty" ? terminalProgress() : loggedProgress(logger);
}

/** Nothing shown: for code that can report progress but runs under tests. */
export const noProgress: StartProgress = {
  step: () => {},
  bar: () => ({ update: () => {}, stop: () => {} }),
};

/** The URL and, on the first start, the admin sign-in: in a box, so nobody has to look for them. */
export function readyBanner(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return `\n  ┌${rule}┐\n${lines.map((line) => `  │ ${line.padEnd(width)} │`).join("\n")}\n  └${rule}┘\n\n`;
}
