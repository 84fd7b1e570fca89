/**
 * At most `size` tasks run at once; the others wait their turn, first come first served. A finished
 * task hands its place straight to the next waiting one, so a newcomer cannot jump the queue.
 */
export function semaphore(size: number) {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`semaphore size must be a positive integer, not ${size}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    size,
    /** Tasks running now. */
    get running() {
      return running;
    },
    /** Tasks waiting for a place. */
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

export type Semaphore = ReturnType<typeof semaphore>;
