import type { Transporter } from "nodemailer";
import type { ClaimedMessage } from "../db/outbox";

export interface Transport {
  send(message: ClaimedMessage): Promise<void>;
  close(): void;
}

/**
 * An SMTP transport for SMTP_URL (smtp:// or smtps://), sending as MAIL_FROM. A server that
 * hangs must not hold a message past the worker's lease of `leaseSeconds`: once the lease runs
 * out another instance may claim the message and send a second copy. So every wait is cut to a
 * share of the lease (with the default 300 s lease: 15 s to connect and be greeted, 60 s of
 * silence at any later step).
 */
export function smtpTransport(url: string, from: string, leaseSeconds: number): Transport {
  const leaseMs = leaseSeconds * 1000;
  // Nodemailer is loaded with the first message, not with the server: a worker that sends no
  // mail does not hold its 4 MB of code.
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import("nodemailer").then(({ default: mailer }) =>
      mailer.createTransport({
        url,
        connectionTimeout: Math.min(15_000, leaseMs / 4),
        greetingTimeout: Math.min(15_000, leaseMs / 4),
        socketTimeout: Math.min(60_000, leaseMs / 2),
      } as Parameters<typeof mailer.createTransport>[0]),
    ));
  return {
    async send(message) {
      const opened = await open();
      await opened.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
        date: new Date(),
        // Nothing in a message is read from a file or an address on this machine.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}

/**
 * Whether a failed delivery is worth trying again: an SMTP 5xx answer is permanent (the server
 * refused this message for good); a 4xx answer and every connection problem (refused, timed out,
 * dropped mid-message) are temporary.
 */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The part of an error worth keeping: SMTP's answer, or the connection problem. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: unknown; response?: unknown };
  const detail = typeof response === "string" ? response : error.message;
  return typeof code === "string" ? `${code}: ${detail}` : detail;
}

/** The host part of MAIL_FROM, for Message-IDs. */
export function fromDomain(from: string | undefined): string {
  const match = /@([^\s<>@]+?)>?$/.exec(from ?? "");
  return match?.[1] ?? "warta.invalid";
}
