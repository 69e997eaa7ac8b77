// The seam for offline snapshots (DESIGN.md, lib/socket): the worker hands every server message
// to a sink. The offline issue replaces `noSnapshots` with one that writes the latest
// instrument list, quotes, candles and account to IndexedDB (idb-keyval). Until then nothing
// is stored, and nothing pretends to be.
import type { ServerMessage } from '../../../contract/socket.ts';

export interface SnapshotSink {
  record(message: ServerMessage): void;
}

export const noSnapshots: SnapshotSink = { record() {} };
