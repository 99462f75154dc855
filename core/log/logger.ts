import type { LogLevel } from "../config/env.ts";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(bindings: LogFields): Logger;
}

type Sink = (line: string) => void;

function serialiseError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { name: value.name, message: value.message, stack: value.stack };
}

/** One JSON object per line on stdout: what log collectors expect and what `jq` reads. */
export function createLogger(
  level: LogLevel,
  bindings: LogFields = {},
  sink: Sink = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const threshold = RANK[level];
  const write = (lineLevel: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (RANK[lineLevel] < threshold) return;
    const record: LogFields = { time: new Date().toISOString(), level: lineLevel, msg, ...bindings };
    if (fields) for (const [key, value] of Object.entries(fields)) record[key] = serialiseError(value);
    sink(JSON.stringify(record));
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    child: (more) => createLogger(level, { ...bindings, ...more }, sink),
  };
}

export const silentLogger: Logger = createLogger("silent");
