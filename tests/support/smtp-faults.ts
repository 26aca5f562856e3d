import { createConnection, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * What a faulty SMTP server does to one connection:
 * - `silent`: accepts the connection and never says a word (no greeting);
 * - `stall-in-data`: talks normally until it has said 354, then swallows the message and never
 *   answers;
 * - `drop-in-data`: talks normally until it has said 354, passes on half of the first piece of
 *   the message, then cuts the connection.
 */
export type SmtpFault = "silent" | "stall-in-data" | "drop-in-data";

export interface FaultySmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** The next `count` connections get `fault`; later ones pass through untouched. */
  faultNext(fault: SmtpFault, count?: number): void;
  /** Faults played so far, in order. */
  played: SmtpFault[];
  close(): Promise<void>;
}

/**
 * A TCP relay on 127.0.0.1 in front of a real SMTP server (`target`, an smtp:// URL from
 * startMailbox): it breaks the connections it is told to and relays the rest byte for byte, so
 * the server behind it sees a cut connection exactly as it would from a real network.
 */
export async function startFaultySmtp(target: string): Promise<FaultySmtp> {
  const { hostname, port } = new URL(target);
  const faults: SmtpFault[] = [];
  const played: SmtpFault[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A cut connection errors on both ends; that is the point here, not a failure.
    socket.on("error", () => undefined);
    return socket;
  };

  const relay = createServer((incoming) => {
    const client = track(incoming);
    const fault = faults.shift();
    if (fault) played.push(fault);
    if (fault === "silent") return;
    const server = track(createConnection({ host: hostname, port: Number(port) }));
    let inData = false;
    let done = false;
    server.on("data", (chunk: Buffer) => {
      if (/^354/m.test(chunk.toString("latin1"))) inData = true;
      client.write(chunk);
    });
    client.on("data", (chunk: Buffer) => {
      if (done) return;
      if (!inData || fault === undefined) {
        server.write(chunk);
        return;
      }
      if (fault === "stall-in-data") {
        done = true;
        return;
      }
      done = true;
      server.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), () => {
        server.destroy();
        client.destroy();
      });
    });
    client.on("close", () => server.destroy());
    server.on("close", () => {
      if (fault !== "stall-in-data") client.destroy();
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    faultNext(fault, count = 1) {
      for (let n = 0; n < count; n++) faults.push(fault);
    },
    played,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
