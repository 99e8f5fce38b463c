import { afterEach, describe, expect, it, vi } from "vitest";
import { startJob, stopAllJobs, stopJob } from "./jobs.server";

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

describe("stopping every job", () => {
  it("waits for the runs under way and starts no more", async () => {
    let finish = () => {};
    const task = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    startJob("test: in flight", 20, task);
    let stopped = false;
    const stopping = stopAllJobs().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
