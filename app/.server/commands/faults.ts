// Fault injection for tests/integration/publication-faults.test.ts: with WARTA_TEST_FAULTS=on and
// WARTA_FAULT_AT=<step>, the process kills itself (SIGKILL, as `kill -9` would) when a command
// reaches that step, mid-transaction or between a commit and what follows. Neither variable is
// read otherwise, and no deployment sets WARTA_TEST_FAULTS.

/** The steps of a publication, in order, where a test may kill the process. */
export const publicationSteps = [
  "publish:checked",
  "publish:written",
  "publish:revision",
  "publish:review",
  "publish:activity",
  "publish:event",
  "publish:committed",
  "newsletter:queued",
] as const;

export type FaultStep = (typeof publicationSteps)[number];

/** Dies here when the test asked for this step. */
export function faultPoint(step: FaultStep): void {
  if (process.env.WARTA_TEST_FAULTS !== "on") return;
  if (process.env.WARTA_FAULT_AT === step) process.kill(process.pid, "SIGKILL");
}
