import { describe, expect, it } from "vitest";
import { RenderQueue } from "./render-queue";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderQueue", () => {
  it("lets `limit` in at once and the rest in the order they came, as turns are given back", async () => {
    const queue = new RenderQueue(2);
    const order: number[] = [];
    const releases = new Map<number, () => void>();
    const waiting = [1, 2, 3, 4, 5].map((n) =>
      queue.acquire().then((release) => {
        order.push(n);
        releases.set(n, release);
      }),
    );
    for (let turn = 0; turn < 4; turn++) await nextTurn();
    expect(order).toEqual([1, 2]);
    expect(queue.size).toBe(5);
    releases.get(2)?.();
    releases.get(2)?.(); // given back twice: still one turn
    for (let turn = 0; turn < 4; turn++) await nextTurn();
    expect(order).toEqual([1, 2, 3]);
    releases.get(1)?.();
    releases.get(3)?.();
    await Promise.all(waiting.slice(0, 5));
    expect(order).toEqual([1, 2, 3, 4, 5]);
    releases.get(4)?.();
    releases.get(5)?.();
    expect(queue.size).toBe(0);
  });

  it("starts one render per turn of the event loop, so that the loop polls between them", async () => {
    const queue = new RenderQueue(4);
    const started: number[] = [];
    // Renders that end at once, as a page on SQLite does without giving the loop back.
    const all = [1, 2, 3].map(async (n) => {
      const release = await queue.acquire();
      started.push(n);
      release();
    });
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([1]);
    await nextTurn();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
    await Promise.all(all);
    expect(queue.size).toBe(0);
  });

  it("answers every one of many waiting requests", async () => {
    const queue = new RenderQueue(3);
    const answered = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const release = await queue.acquire();
        await new Promise((resolve) => setTimeout(resolve, n % 3));
        release();
        return n;
      }),
    );
    expect(answered).toHaveLength(200);
    expect(queue.size).toBe(0);
  });
});
