import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../src/app/state/store.ts';
import { showToast, toastDuration, toastsAtom } from '../../src/app/ui/toast.ts';

const shown = () => store.get(toastsAtom).map((toast) => `${toast.kind}: ${toast.text}`);

beforeEach(() => {
  vi.useFakeTimers();
  store.set(toastsAtom, []);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('a later error replaces a stale "please complete" instead of piling under it', () => {
    showToast('Please complete all required fields', 'error');
    showToast('Wrong password', 'error');
    expect(shown()).toEqual(['error: Wrong password']);
  });

  it('toasts of different kinds stay together, two at most, the newest last', () => {
    showToast('You have logged out.', 'info');
    showToast('Welcome back', 'success');
    showToast('Network error', 'error');
    expect(shown()).toEqual(['success: Welcome back', 'error: Network error']);
  });

  it('the same text twice is shown once', () => {
    showToast('Network error', 'error');
    showToast('Network error', 'info');
    expect(shown()).toEqual(['info: Network error']);
  });

  it('a toast leaves after its reading time, and a replaced one does not take its successor along', () => {
    const stale = 'Please complete all required fields';
    const later = 'The password is wrong. Please try again.';
    showToast(stale, 'error');
    vi.advanceTimersByTime(1_000);
    showToast(later, 'error');
    vi.advanceTimersByTime(toastDuration(stale) - 1_000); // the stale toast's own timer fires
    expect(shown()).toEqual([`error: ${later}`]);
    vi.advanceTimersByTime(toastDuration(later));
    expect(shown()).toEqual([]);
  });

  it('a long message stays longer than a short one, but not forever', () => {
    expect(toastDuration('Saved')).toBeLessThan(toastDuration('The verification code has been sent to your email address.'));
    expect(toastDuration('x'.repeat(500))).toBe(7_000);
  });
});
