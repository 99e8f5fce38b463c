import { afterEach, describe, expect, it, vi } from "vitest";
import { startJob, stopJob } from "./jobs.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("background jobs", () => {
  it("run at once and then on the interval, once per process however often started", async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {});
    startJob("test: counting", 1000, task);
    startJob("test: counting", 1000, task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it("never overlap a slow run, and go on after a failure", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const task = vi.fn(async () => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 2500));
      if (calls === 2) throw new Error("database away");
    });
    startJob("test: slow", 1000, task);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("stop when asked, and can be started again", async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {});
    startJob("test: stopping", 1000, task);
    await vi.advanceTimersByTimeAsync(0);
    stopJob("test: stopping");
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    startJob("test: stopping", 1000, task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    stopJob("test: stopping");
  });
});
