import { describe, expect, it } from 'vitest';
import { isAndroid, lossTarget } from '../../src/app/features/site/system-status.ts';

describe('the system status at start', () => {
  it('sends the browser to the loss address only when the status is not zero', () => {
    expect(lossTarget(0, 'https://example.com/closed')).toBeNull();
    expect(lossTarget(1, 'https://example.com/closed')).toBe('https://example.com/closed');
    expect(lossTarget(2, 'http://example.com/')).toBe('http://example.com/');
  });

  it('never follows an address that is not a web page', () => {
    expect(lossTarget(1, 'javascript:alert(1)')).toBeNull();
    expect(lossTarget(1, 'data:text/html,hi')).toBeNull();
    expect(lossTarget(1, '')).toBeNull();
  });

  it('tells Android devices apart by their user agent', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
  });
});
