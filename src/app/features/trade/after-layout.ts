// Chart work put off until the browser has laid out and painted what React just committed, and
// then handed out one piece per task (issue 21 item 5: /trade's chart start in tasks short enough
// for a phone's main thread). No chart library here, so it stays testable on its own.
import { nextTask } from '../../lib/next-task.ts';

/**
 * Runs `fn` in a task of its own after the next frame: a requestAnimationFrame callback runs
 * before that frame's layout, a message posted from it after the frame is done, so `fn` finds the
 * page laid out (a size read there forces no layout of the whole page). A tab that paints no
 * frames (in the background) runs `fn` after `fallbackMs`. Returns a cancel.
 */
export function afterLayout(fn: () => void, fallbackMs = 250): () => void {
  let cancelTask = () => {};
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    cancelTask();
  };
  // Whichever comes first runs `fn`, once.
  const run = () => {
    cancel();
    fn();
  };
  const timer = setTimeout(run, fallbackMs);
  const frame = requestAnimationFrame(() => {
    cancelTask = nextTask(run);
  });
  return cancel;
}
