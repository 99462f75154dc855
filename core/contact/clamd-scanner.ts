import { connect } from "node:net";
import type { Env } from "../config/env.ts";
import { createBuiltinScanner, type ScanResult, type VirusScanner } from "./virus-scan.ts";

/**
 * The clamd adapter of the virus-scan port: ClamAV's daemon over TCP with its INSTREAM command
 * (clamd(8)): "zINSTREAM\0", the file as chunks each led by its length in 4 bytes big-endian,
 * a zero length to end; clamd answers "stream: OK\0", "stream: <signature> FOUND\0" or
 * "<reason> ERROR\0" (such as "INSTREAM size limit exceeded. ERROR" past its StreamMaxLength)
 * and closes. Tested against core/contact/clamd-fake-server.ts.
 */
export interface ClamdOptions {
  host: string;
  /** clamd's TCPSocket; 3310 by default. */
  port?: number;
  /** From connecting to the answer; 10 s by default. */
  timeoutMs?: number;
  /** Chunk size on the wire; clamd takes any up to its StreamMaxLength. */
  chunkBytes?: number;
}

export const CLAMD_DEFAULT_PORT = 3310;
export const CLAMD_DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_CHUNK_BYTES = 64 * 1024;

/** clamd's answer, without its NUL, as a scan result. */
export function parseClamdReply(reply: string): ScanResult {
  const text = reply.replace(/\0[\s\S]*$/, "").trim();
  // a session's replies are numbered ("1: stream: OK"); INSTREAM outside a session's are not
  const answer = text.replace(/^\d+: /, "");
  if (answer === "stream: OK") return { status: "clean" };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { status: "infected", signature: found[1] };
  const error = /^(.*?)\.? ERROR$/.exec(answer);
  if (error) return { status: "error", message: `clamd: ${error[1] || "error"}` };
  return { status: "error", message: `clamd gave an answer we do not know: ${JSON.stringify(answer.slice(0, 200))}` };
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

function instream(options: Required<ClamdOptions>, bytes: Uint8Array): Promise<ScanResult> {
  const { host, port, timeoutMs, chunkBytes } = options;
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const reply = () => Buffer.concat(received).toString("utf8");
    let settled = false;
    const finish = (result: ScanResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ status: "error", message: `clamd at ${host}:${port} did not answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    const socket = connect({ host, port });
    socket.on("connect", () => {
      socket.write("zINSTREAM\0");
      for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
        const chunk = bytes.subarray(offset, offset + chunkBytes);
        socket.write(lengthPrefix(chunk.length));
        socket.write(chunk);
      }
      socket.write(lengthPrefix(0));
    });
    socket.on("data", (data: Buffer) => {
      received.push(data);
      if (data.includes(0)) finish(parseClamdReply(reply()));
    });
    // clamd closes after its answer; one that closes before answering has failed
    socket.on("end", () =>
      finish(
        received.length
          ? parseClamdReply(reply())
          : { status: "error", message: `clamd at ${host}:${port} closed the connection without an answer` },
      ),
    );
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // an answer that came before the reset (clamd stops reading past its limit) still counts
      if (received.length) return finish(parseClamdReply(reply()));
      finish({ status: "error", message: `clamd at ${host}:${port} unreachable: ${error.code ?? error.message}` });
    });
  });
}

export function createClamdScanner(options: ClamdOptions): VirusScanner {
  const resolved: Required<ClamdOptions> = {
    host: options.host,
    port: options.port ?? CLAMD_DEFAULT_PORT,
    timeoutMs: options.timeoutMs ?? CLAMD_DEFAULT_TIMEOUT_MS,
    chunkBytes: options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
  };
  return { kind: "clamd", scan: (bytes) => instream(resolved, bytes) };
}

export type VirusScanEnv = Pick<Env, "VIRUS_SCAN" | "CLAMD_HOST" | "CLAMD_PORT" | "CLAMD_TIMEOUT_MS">;

/** The scanner VIRUS_SCAN selects; parseEnv has already checked that clamd has its host. */
export function virusScannerFromEnv(env: Partial<VirusScanEnv>): VirusScanner {
  if (env.VIRUS_SCAN !== "clamd") return createBuiltinScanner();
  if (!env.CLAMD_HOST) throw new Error("VIRUS_SCAN=clamd needs CLAMD_HOST");
  return createClamdScanner({ host: env.CLAMD_HOST, port: env.CLAMD_PORT, timeoutMs: env.CLAMD_TIMEOUT_MS });
}
