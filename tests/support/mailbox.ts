import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  /** A header exactly as it arrived (unfolded), without its name; undefined when absent. */
  header(name: string): string | undefined;
  /** The raw message as it arrived. */
  raw: string;
}

export interface Mailbox {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with this SMTP error instead of accepting them. */
  refuseNext(count: number, code: number, message: string): void;
  /** Holds every message this long before answering (a slow or hanging server). */
  delay(ms: number): void;
  /** How many delivery attempts reached the DATA stage, accepted or not. */
  attempts(): number;
  /** The mails to `address`, waiting up to `timeoutMs` until at least `count` arrived. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 inside the test process; every message is parsed and kept. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number; message: string } = {
    count: 0,
    code: 0,
    message: "",
  };
  let attempts = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on(
        "end",
        () =>
          void later(() => {
            attempts += 1;
            if (refusals.count > 0) {
              refusals.count -= 1;
              const error = Object.assign(new Error(refusals.message), {
                responseCode: refusals.code,
              });
              callback(error);
              return;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            simpleParser(raw)
              .then((mail) => {
                for (const rcpt of session.envelope.rcptTo) {
                  received.push({
                    to: rcpt.address.toLowerCase(),
                    subject: mail.subject ?? "",
                    text: mail.text ?? "",
                    html: typeof mail.html === "string" ? mail.html : "",
                    headers: mail.headers,
                    header: (name) =>
                      mail.headerLines
                        .find((line) => line.key === name.toLowerCase())
                        ?.line.replace(/\r?\n[ \t]+/g, " ")
                        .replace(/^[^:]+:\s*/, ""),
                    raw,
                  });
                }
                callback();
              })
              .catch((error: unknown) =>
                callback(error instanceof Error ? error : new Error(String(error))),
              );
          }),
      );
    },
  });
  const later = async (work: () => void) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    work();
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code, message) {
      refusals = { count, code, message };
    },
    attempts: () => attempts,
    delay(ms) {
      delayMs = ms;
    },
    async waitFor(address, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.to === address.toLowerCase());
        if (mails.length >= count || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text body that starts with `prefix` (an origin + path). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}

/** A server's mail settings for `mailbox`, its links on https `site` (as List-Unsubscribe needs). */
export function mailServerEnv(mailbox: Mailbox, site: string): Record<string, string> {
  return {
    TRUST_PROXY: "loopback",
    SITE_URL: site,
    SMTP_URL: mailbox.url,
    MAIL_FROM: "Redaksi Warta <redaksi@warta.test>",
    MAIL_RETRY_SECONDS: "1",
    MAIL_RATE_PER_MINUTE: "6000",
  };
}
