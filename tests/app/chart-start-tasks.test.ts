// The chart's start spread over tasks (issue 21 item 5): the chart is made only after the browser
// has laid out a frame, in a task of its own, and never once its screen is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLayout } from '../../src/app/features/trade/after-layout.ts';
import { nextTask, yieldTask } from '../../src/app/lib/next-task.ts';

/** A frame the test paints by hand: the callbacks asked for so far. */
function frames() {
  const pending = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (pending.set(++id, callback), id));
  vi.stubGlobal('cancelAnimationFrame', (frame: number) => void pending.delete(frame));
  return {
    paint() {
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback(0);
    },
  };
}
const aTaskLater = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('making the chart after layout', () => {
  it('runs in a task after the next frame, not before it nor inside it', async () => {
    const frame = frames();
    const made = vi.fn();
    afterLayout(made);
    await aTaskLater();
    expect(made).not.toHaveBeenCalled();
    frame.paint();
    expect(made).not.toHaveBeenCalled(); // not in the frame's own callback: its layout is still to come
    await aTaskLater();
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('is never made once cancelled (the screen left before its first frame)', async () => {
    const frame = frames();
    const made = vi.fn();
    afterLayout(made)();
    frame.paint();
    await aTaskLater();
    expect(made).not.toHaveBeenCalled();
  });

  it('is made even when no frame comes (a tab in the background), once', async () => {
    frames();
    vi.useFakeTimers();
    const made = vi.fn();
    afterLayout(made, 250);
    vi.advanceTimersByTime(250);
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('the next task', () => {
  it('runs later, unless cancelled', async () => {
    const order: string[] = [];
    nextTask(() => order.push('next'));
    nextTask(() => order.push('cancelled'))();
    order.push('now');
    await yieldTask();
    await aTaskLater();
    expect(order).toEqual(['now', 'next']);
  });

  it('is waited for in a later task, never within the one that asked (no microtask settles it)', async () => {
    let settled = false;
    const waited = yieldTask().then(() => (settled = true));
    for (let hop = 0; hop < 1000; hop++) await Promise.resolve();
    expect(settled).toBe(false);
    await waited;
    expect(settled).toBe(true);
  });
});
