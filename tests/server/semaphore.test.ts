import os from "node:os";
import { describe, expect, it } from "vitest";
import { semaphore } from "../../server/semaphore.ts";
import { argon2Slots, hashPassword, passwordMatches } from "../../server/services/auth/passwords.ts";

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    open = () => resolve(name);
    fail = reject;
  });
  return { task: () => { log.push(name); return done; }, open, fail };
}

/** Lets every settled promise's callbacks run (no timer: microtasks and one macrotask turn). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("semaphore", () => {
  it("runs at most `size` tasks at once and the rest in the order they came", async () => {
    const s = semaphore(2);
    const log: string[] = [];
    const gates = ["a", "b", "c", "d", "e"].map((n) => gate(log, n));
    const results = gates.map((g) => s.run(g.task));
    await settle();
    expect(log).toEqual(["a", "b"]);
    expect([s.running, s.waiting]).toEqual([2, 3]);

    gates[1]!.open();
    await settle();
    expect(log).toEqual(["a", "b", "c"]);
    gates[0]!.open();
    await settle();
    expect(log).toEqual(["a", "b", "c", "d"]);
    expect([s.running, s.waiting]).toEqual([2, 1]);

    for (const g of gates.slice(2)) g.open();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
    expect([s.running, s.waiting]).toEqual([0, 0]);
  });

  it("gives the place back when a task fails", async () => {
    const s = semaphore(1);
    const log: string[] = [];
    const first = gate(log, "first");
    const second = gate(log, "second");
    const failed = s.run(first.task);
    const next = s.run(second.task);
    await settle();
    expect(log).toEqual(["first"]);
    first.fail(new Error("boom"));
    await expect(failed).rejects.toThrow("boom");
    await settle();
    expect(log).toEqual(["first", "second"]);
    second.open();
    expect(await next).toBe("second");
    expect(s.running).toBe(0);
  });

  it("refuses a size that is not a positive integer", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => semaphore(bad)).toThrow(RangeError);
  });
});

describe("argon2 through the semaphore", () => {
  it("is sized to the cores and leaves a thread of libuv's pool free", () => {
    expect(argon2Slots.size).toBeGreaterThanOrEqual(1);
    expect(argon2Slots.size).toBeLessThanOrEqual(os.availableParallelism());
    expect(argon2Slots.size).toBeLessThanOrEqual(Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1));
  });

  it("queues hashes and checks beyond its size and still answers each", async () => {
    const stored = await hashPassword("Secret123");
    let most = 0;
    const checks = Array.from({ length: argon2Slots.size + 3 }, (_, i) => {
      const p = passwordMatches(stored, i === 0 ? "Secret123" : "Wrong1234");
      most = Math.max(most, argon2Slots.running);
      return p;
    });
    expect(argon2Slots.waiting).toBeGreaterThan(0);
    expect(most).toBe(argon2Slots.size);
    expect(await Promise.all(checks)).toEqual(checks.map((_, i) => i === 0));
    expect([argon2Slots.running, argon2Slots.waiting]).toEqual([0, 0]);
  });
});
