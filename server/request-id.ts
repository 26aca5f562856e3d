import { randomUUID } from "node:crypto";

const acceptable = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request is logged under: the one a proxy in front sent in `x-request-id`, when it is a
 * short plain token, or a new one. A client must not be able to write 5,000 characters or a
 * forged log line into every log entry of its request.
 */
export function requestId(incoming: string | undefined): string {
  return incoming !== undefined && acceptable.test(incoming) ? incoming : randomUUID();
}
