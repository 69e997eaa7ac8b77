import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadRepository as repo } from '../../db/upload-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';

/** Where the bytes of stored pictures live, behind the uploads row that names each. */
export interface PictureStore {
  /**
   * Keeps `bytes` under `name` together with what `record` writes in its transaction (the
   * uploads row): both land, or neither does when `record` throws.
   */
  keep(name: string, bytes: Buffer, record: (trx: Executor) => Promise<void>): Promise<void>;
  read(name: string): Promise<Buffer>;
}

/** The single server's store: a file per picture in DATA_DIR/uploads (mode 0600), outside the web root. */
export function filePictures(db: Executor, dir: string): PictureStore {
  return {
    async keep(name, bytes, record) {
      await writeFile(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      try {
        await inTransaction(db, record);
      } catch (error) {
        await rm(join(dir, name), { force: true });
        throw error;
      }
    },
    read: (name) => readFile(join(dir, name)),
  };
}

/**
 * A cluster's store (issue 22): the bytes in the database every node reads (picture_bytes,
 * migration 0024), written in the uploads row's own transaction, so a picture stored through
 * one node is read through any other, and no half-stored picture is ever named. A picture kept
 * as a file before the server ran as a cluster is still read from this node's folder.
 */
export function databasePictures(db: Executor, dir: string): PictureStore {
  return {
    keep: (name, bytes, record) =>
      inTransaction(db, async (trx) => {
        await record(trx);
        await repo.insertBytes(trx, name, bytes);
      }),
    async read(name) {
      return (await repo.bytes(db, name)) ?? readFile(join(dir, name));
    },
  };
}
