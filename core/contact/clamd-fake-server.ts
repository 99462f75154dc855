/**
 * A local stand-in for ClamAV's clamd, for tests and for trying VIRUS_SCAN=clamd without
 * ClamAV: a TCP server on 127.0.0.1 (an OS-assigned port) that speaks clamd's protocol as
 * clamd(8) describes it. It takes commands with the "z" (NUL-ended) or "n" (newline-ended)
 * prefix: PING, VERSION and INSTREAM. INSTREAM reads length-prefixed chunks until a zero
 * length and answers "stream: OK", or "stream: Eicar-Test-Signature FOUND" when the stream
 * holds the EICAR test string; past `maxStreamBytes` (clamd's StreamMaxLength) it answers
 * "INSTREAM size limit exceeded. ERROR" and closes, as clamd does. Faults on demand: every
 * stream over the limit, no answer at all, or the connection closed without a word.
 */
import { createServer, type Socket } from "node:net";
import { EICAR_TEST_STRING } from "../testing/attachment-samples.ts";

export type FakeClamdMode = "scan" | "size_limit" | "hang" | "close";

export interface FakeClamd {
  host: string;
  port: number;
  /** The size of each stream received to its end, in order. */
  streams: number[];
  respondWith(mode: FakeClamdMode): void;
  close(): Promise<void>;
}

const DEFAULT_MAX_STREAM_BYTES = 25 * 1024 * 1024;

function handle(socket: Socket, state: { mode: FakeClamdMode; maxStreamBytes: number; streams: number[] }) {
  if (state.mode === "close") {
    socket.destroy();
    return;
  }
  let buffer = Buffer.alloc(0);
  let terminator: "\0" | "\n" | null = null;
  let streaming = false;
  const chunks: Buffer[] = [];
  let streamed = 0;
  const answer = (text: string) => {
    socket.end(`${text}${terminator ?? "\0"}`);
    socket.removeAllListeners("data");
  };
  socket.on("error", () => socket.destroy());
  socket.on("data", (data: Buffer) => {
    if (state.mode === "hang") return;
    buffer = Buffer.concat([buffer, data]);
    if (!streaming) {
      const prefix = String.fromCharCode(buffer[0] ?? 0);
      if (prefix !== "z" && prefix !== "n") return answer("UNKNOWN COMMAND");
      terminator = prefix === "z" ? "\0" : "\n";
      const end = buffer.indexOf(terminator);
      if (end < 0) return;
      const command = buffer.subarray(1, end).toString("latin1");
      buffer = buffer.subarray(end + 1);
      if (command === "PING") return answer("PONG");
      if (command === "VERSION") return answer("ClamAV 1.4.1/27000/fake");
      if (command !== "INSTREAM") return answer("UNKNOWN COMMAND");
      streaming = true;
    }
    while (buffer.length >= 4) {
      const length = buffer.readUInt32BE(0);
      if (streamed + length > state.maxStreamBytes || state.mode === "size_limit")
        return answer("INSTREAM size limit exceeded. ERROR");
      if (buffer.length < 4 + length) return;
      if (length === 0) {
        state.streams.push(streamed);
        const content = Buffer.concat(chunks).toString("latin1");
        return answer(content.includes(EICAR_TEST_STRING) ? "stream: Eicar-Test-Signature FOUND" : "stream: OK");
      }
      chunks.push(buffer.subarray(4, 4 + length));
      streamed += length;
      buffer = buffer.subarray(4 + length);
    }
  });
}

export async function startFakeClamd(options: { maxStreamBytes?: number } = {}): Promise<FakeClamd> {
  const state = {
    mode: "scan" as FakeClamdMode,
    maxStreamBytes: options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES,
    streams: [] as number[],
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    handle(socket, state);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    host: "127.0.0.1",
    port,
    streams: state.streams,
    respondWith(mode) {
      state.mode = mode;
    },
    close() {
      // a hanging connection would keep the server open forever
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
