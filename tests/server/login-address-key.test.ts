import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/auth/address-key.ts';

describe('the key a per-address login limit counts under', () => {
  it('is the IPv4 address itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    // Any spelling of it: hex groups or written out in full.
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, whatever the spelling of the address inside it', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:1:2:abcd::9')).toBe(key);
    expect(addressKey('2001:db8:1:2:0:0:1.2.3.4')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
