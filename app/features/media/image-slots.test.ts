import { describe, expect, it } from "vitest";
import { createSlots } from "./image-slots";

/** A task that runs until `finish` is called, counting how many run at once. */
function tracked() {
  let running = 0;
  let most = 0;
  const finishers: ((fail?: Error) => void)[] = [];
  const task = () =>
    new Promise<string>((resolve, reject) => {
      running++;
      most = Math.max(most, running);
      finishers.push((fail) => {
        running--;
        if (fail) reject(fail);
        else resolve("done");
      });
    });
  return {
    task,
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    finish: (fail?: Error) => finishers.shift()?.(fail),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSlots", () => {
  it("never runs more than two tasks at once, and runs every one", async () => {
    const inSlot = createSlots(2);
    const work = tracked();
    const results = Array.from({ length: 7 }, () => inSlot(work.task));
    await settle();
    expect(work.running).toBe(2);
    for (let i = 0; i < 7; i++) {
      work.finish();
      await settle();
      expect(work.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual(Array(7).fill("done"));
    expect(work.most).toBe(2);
    expect(work.running).toBe(0);
  });

  it("starts waiting tasks in the order they came", async () => {
    const inSlot = createSlots(1);
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        inSlot(async () => {
          await settle();
          order.push(n);
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it("frees the place of a failed task and hands its caller the error", async () => {
    const inSlot = createSlots(2);
    const work = tracked();
    const failing = inSlot(work.task);
    const other = inSlot(work.task);
    const waiting = inSlot(work.task);
    await settle();
    expect(work.running).toBe(2);
    const problem = new Error("This file is not an image");
    work.finish(problem);
    await expect(failing).rejects.toBe(problem);
    await settle();
    expect(work.running).toBe(2);
    work.finish();
    work.finish();
    await expect(Promise.all([other, waiting])).resolves.toEqual(["done", "done"]);
    // Both places are free again.
    const again = [inSlot(work.task), inSlot(work.task)];
    await settle();
    expect(work.running).toBe(2);
    work.finish();
    work.finish();
    await Promise.all(again);
  });

  it("frees the place of a task that throws before it awaits anything", async () => {
    const inSlot = createSlots(1);
    await expect(
      inSlot(() => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    await expect(inSlot(async () => "next")).resolves.toBe("next");
  });
});
