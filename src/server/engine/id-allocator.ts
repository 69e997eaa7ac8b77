/**
 * Ids that stay unique across processes on one database, at the cost of memory (issue 21 item 7):
 * a hi-lo allocator. It reserves a block of ids in the database at a time (`reserve`, one atomic
 * UPDATE … RETURNING on id_blocks) and hands them out from memory. When fewer than `lowWater`
 * are left it reserves the next block in the background, so a command waits on the database
 * only when a burst outruns that read.
 *
 * Ids rise within a process; across processes they interleave by block. The ids of a block not
 * used when a process stops are never used (a restart leaves a gap): ids name rows, they do
 * not count them.
 */
export interface IdAllocator {
  /** The next id: from memory, or after the next block is reserved. */
  next(): Promise<number>;
  /** Reserves a block now if fewer than the low water mark are in hand (a start warms it). */
  prefetch(): Promise<void>;
}

export interface IdAllocatorOptions {
  /** How many ids one reservation takes. */
  block?: number;
  /** Below this many in hand, the next block is reserved ahead of need. */
  lowWater?: number;
}

/** `reserve(size)` reserves the next `size` ids and returns the last: the block is (last − size, last]. */
export function createIdAllocator(reserve: (size: number) => Promise<bigint>, { block = 1000, lowWater = 500 }: IdAllocatorOptions = {}): IdAllocator {
  /** Blocks in hand, oldest first: `from` is the next id to give, `to` the last. */
  const blocks: { from: number; to: number }[] = [];
  let inHand = 0;
  /** The reservation under way; every caller that runs dry waits on this one. */
  let reserving: Promise<void> | undefined;

  const refill = (): Promise<void> =>
    (reserving ??= reserve(block)
      .then((last) => {
        const to = Number(last);
        blocks.push({ from: to - block + 1, to });
        inHand += block;
      })
      .finally(() => {
        reserving = undefined;
      }));

  const topUp = () => {
    // A background reservation that fails is not lost: the next caller that runs dry tries
    // again and gets the error itself.
    if (inHand < lowWater && !reserving) refill().catch(() => {});
  };

  return {
    async next() {
      while (inHand === 0) await refill();
      const current = blocks[0]!;
      const id = current.from++;
      inHand -= 1;
      if (current.from > current.to) blocks.shift();
      topUp();
      return id;
    },

    async prefetch() {
      if (inHand < lowWater) await refill();
    },
  };
}
