import { describe, expect, it } from 'vitest';
import { addressKey } from './attempts';

describe('addressKey', () => {
  it('counts IPv4 as it is, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(network);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(addressKey('2001:DB8:1:2:a::b')).toBe(network);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(network);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
