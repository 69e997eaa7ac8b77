// The fan-out's frames are written to the socket as they are, so they must be frames a
// WebSocket client reads: checked with ws's own receiver at each length encoding.
import { EventEmitter } from 'node:events';
import * as ws from 'ws';
import { describe, expect, it } from 'vitest';
import { framePayload, textFrame } from '../../src/server/ws/frame.ts';

// ws's frame parser (a client's receiver); @types/ws does not declare it.
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => EventEmitter & { write(bytes: Buffer): void } };

/** What a client reads from these bytes. */
function received(bytes: Buffer): Promise<{ text: string; binary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, binary: boolean) => resolve({ text: data.toString('utf8'), binary }));
    receiver.on('error', reject);
    receiver.write(bytes);
  });
}

describe('a fan-out frame', () => {
  for (const length of [0, 125, 126, 65_535, 65_536, 200_000]) {
    it(`reads back as the same text message at ${length} bytes`, async () => {
      const text = 'x'.repeat(length);
      const frame = textFrame(Buffer.from(text));
      await expect(received(frame)).resolves.toEqual({ text, binary: false });
      expect(framePayload(frame).toString('utf8')).toBe(text);
    });
  }

  it('carries UTF-8 text whole (a length in bytes, not characters)', async () => {
    const text = JSON.stringify({ type: 'CHAT', data: { message: 'مرحبا 你好 — ok' } });
    await expect(received(textFrame(Buffer.from(text)))).resolves.toEqual({ text, binary: false });
  });
});
