// The trade screen's chart waits for the Intl warm-up worker (issue 21 item 5): warm once the
// worker answers, or fails, or after the give-up time; started once; the worker ended after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('../../src/app/lib/intl-warmup/warm-intl.ts');
}

describe('the Intl warm-up', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is warm once its module worker has built the formatters, and ends the worker', async () => {
    const { warmIntl, isIntlWarm } = await freshModule();
    expect(isIntlWarm()).toBe(false);
    warmIntl();
    warmIntl();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker!.options.type).toBe('module');
    expect(worker!.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(isIntlWarm()).toBe(false);
    worker!.onmessage!();
    expect(isIntlWarm()).toBe(true);
    expect(worker!.terminated).toBe(true);
  });

  it('counts as warm when the worker fails, or gives up waiting after 3 s', async () => {
    let module = await freshModule();
    module.warmIntl();
    FakeWorker.made[0]!.onerror!();
    expect(module.isIntlWarm()).toBe(true);

    module = await freshModule();
    module.warmIntl();
    vi.advanceTimersByTime(2999);
    expect(module.isIntlWarm()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(module.isIntlWarm()).toBe(true);
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('is warm at once where no worker can be made', async () => {
    vi.stubGlobal('Worker', undefined);
    const { warmIntl, isIntlWarm } = await freshModule();
    warmIntl();
    expect(isIntlWarm()).toBe(true);
  });
});
