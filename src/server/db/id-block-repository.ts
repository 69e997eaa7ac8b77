import { sql } from 'kysely';
import type { Executor } from './wallet-repository.ts';

/** A sequence with a row in id_blocks (migration 0021). */
export type IdSequence = 'orders';

/** The SQL of id blocks (engine/id-allocator.ts): ids that no two processes on one database share. */
export const idBlockRepository = {
  /**
   * Reserves the next `size` ids of `sequence` and returns the last of them: the block is
   * (last − size, last]. One atomic statement, so two processes never get overlapping blocks.
   * Call it on the database handle, never inside a transaction that may roll back: memory
   * would hand out a block the database then gives to someone else.
   */
  async reserve(ex: Executor, sequence: IdSequence, size: number): Promise<bigint> {
    const { rows } = await sql<{ last_id: bigint | string }>`update id_blocks set last_id = last_id + ${BigInt(size)} where name = ${sequence} returning last_id`.execute(ex);
    if (!rows[0]) throw new Error(`id_blocks: no sequence ${sequence}`);
    return BigInt(rows[0].last_id);
  },
};
