let sequence = 0;

/**
 * A distinct client address per caller: test servers trust X-Forwarded-For from loopback
 * (TRUST_PROXY=loopback), so each test gets its own rate-limit bucket, as different visitors would.
 */
export function newAddress(): string {
  sequence += 1;
  return `10.${Math.floor(sequence / 250)}.${sequence % 250}.7`;
}
