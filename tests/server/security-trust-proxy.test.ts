import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../src/server/config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when empty or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('maps true to one hop, never to trusting every address', () => {
    expect(parseTrustProxy('true')).toBe(1);
  });

  it('takes a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8, loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses to start on anything else', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.1/40')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});
