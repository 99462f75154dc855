import pino from "pino";
import type { LogLevel } from "../config/env.ts";

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(bindings: LogFields): Logger;
}

type Sink = (line: string) => void;

/** An error anywhere in the fields is written as its name, message and stack, not as `{}`. */
function serialised(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

function adapt(log: pino.Logger): Logger {
  const at =
    (level: "debug" | "info" | "warn" | "error") =>
    (msg: string, fields?: LogFields): void => {
      if (fields) log[level](serialised(fields), msg);
      else log[level](msg);
    };
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: (bindings) => adapt(log.child(bindings)),
  };
}

/**
 * One JSON object per line on stdout, written by pino: `time` (ISO), `level` (its name), `msg`,
 * then the bindings and fields. What log collectors expect, what `jq` reads, and what
 * scripts/terminal.ts turns into lines for a person with pino-pretty.
 */
export function createLogger(
  level: LogLevel,
  bindings: LogFields = {},
  sink: Sink = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = pino(
    {
      level,
      base: null,
      messageKey: "msg",
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    // a plain write, on Node and Deno alike: no worker thread, no file descriptor of its own
    { write: (line: string) => sink(line.endsWith("\n") ? line.slice(0, -1) : line) },
  );
  return adapt(Object.keys(bindings).length > 0 ? log.child(bindings) : log);
}

export const silentLogger: Logger = createLogger("silent");
