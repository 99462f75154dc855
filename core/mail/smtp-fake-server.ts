/**
 * Local stand-in for an SMTP server, for tests. Listens on 127.0.0.1 with an OS-assigned port,
 * plain SMTP (no STARTTLS), and wants the one user and password it was given. In "ok" mode it
 * records every mail it accepts (envelope and raw message); the other modes reproduce what a
 * client has to survive: a refused login, a 550 after DATA, and a server that never greets.
 */
import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export type FakeSmtpMode = "ok" | "reject_auth" | "reject_message" | "hang" | "slow";

export interface FakeSmtpMail {
  from: string;
  to: string[];
  /** The message as received: headers, a blank line, the body. */
  raw: string;
}

export interface FakeSmtp {
  /** smtp://user:pass@127.0.0.1:port, to configure as SMTP_URL. */
  url: string;
  port: number;
  mails: FakeSmtpMail[];
  respondWith(mode: FakeSmtpMode): void;
  /** Messages received whose 250 has not been sent yet ("slow" mode holds each for `slowMs`). */
  readonly inFlight: number;
  close(): Promise<void>;
}

export async function startFakeSmtp(options: {
  user: string;
  password: string;
  /** How long "slow" mode holds a message before answering 250. */
  slowMs?: number;
}): Promise<FakeSmtp> {
  let mode: FakeSmtpMode = "ok";
  let inFlight = 0;
  const sockets = new Map<number, Socket>();
  const mails: FakeSmtpMail[] = [];
  const hanging = new Set<Socket>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onConnect(_session, callback) {
      // never greet: the client's greeting timeout has to fire
      if (mode === "hang") return;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (mode === "reject_auth" || auth.username !== options.user || auth.password !== options.password) {
        const error = Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 });
        return callback(error);
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (mode === "reject_message") {
          const error = Object.assign(new Error("5.7.1 Message rejected as spam"), { responseCode: 550 });
          return callback(error);
        }
        const accept = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        };
        if (mode !== "slow") return accept();
        inFlight += 1;
        setTimeout(() => {
          inFlight -= 1;
          // like a real server: a client gone before the 250 has not handed the message over
          if (sockets.get(session.remotePort)?.destroyed !== false) return;
          accept();
        }, options.slowMs ?? 200);
      });
    },
  });
  // a hung connection is held open until the client gives up or close() ends it
  server.server.on("connection", (socket: Socket) => {
    hanging.add(socket);
    if (socket.remotePort !== undefined) sockets.set(socket.remotePort, socket);
    socket.on("close", () => hanging.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(options.user)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}`,
    port,
    mails,
    respondWith(next) {
      mode = next;
    },
    get inFlight() {
      return inFlight;
    },
    async close() {
      for (const socket of hanging) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
