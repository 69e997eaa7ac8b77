// A new task, by a message rather than a timer (no 4 ms clamp, and no wait on timers a page may
// hold still or a background tab clamps): the app's start splits its script evaluation with it
// (lib/evaluation-break.ts, main.tsx) and the chart spreads its start over it (features/trade).

/** Runs `fn` in a new task (a message, not a timer: no 4 ms clamp), after what the browser has queued. Returns a cancel. */
export function nextTask(fn: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/** Resolves in a new task: an async function awaits it to end the task it runs in and go on in the next. */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => void nextTask(resolve));
}
