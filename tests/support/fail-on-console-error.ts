import { afterEach, vi } from "vitest";

// A test that logs an error it did not expect fails: silent errors hide real bugs.
const spy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.join(" ")).join("\n")}`);
  }
});
