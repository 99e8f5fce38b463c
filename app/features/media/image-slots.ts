/**
 * Runs tasks with at most `limit` of them at once; the others wait, in the
 * order they came, and are never refused. A task that fails frees its place
 * like one that succeeds, and its caller gets its error unchanged.
 */
export function createSlots(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    // A finishing task hands its place straight to the first waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
