/**
 * Runs the tasks of one key one at a time, in the order they were queued, whatever becomes of
 * each. Keys with nothing queued take no memory.
 */
export function createSerialQueues<K>() {
  const tails = new Map<K, Promise<void>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with work queued or running. */
    busy: () => tails.size,
  };
}
