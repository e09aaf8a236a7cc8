import { describe, expect, it } from 'vitest';
import { streamNames } from './esdb-stream-prefix';

describe('EventStoreDB stream names under a prefix', () => {
  it('maps every stream id to <prefix>.<id> and back', () => {
    const names = streamNames('t1a2b');
    expect(names.serverPrefix).toBe('t1a2b.');
    for (const id of ['user-7', 'redeem-attempts-42', 'code-ABC123', 'settings', 'a.b-c']) {
      expect(names.toServer(id)).toBe(`t1a2b.${id}`);
      expect(names.fromServer(names.toServer(id))).toBe(id);
    }
  });

  it("disowns other prefixes' streams, unprefixed ones and the server's own", () => {
    const names = streamNames('t1');
    expect(names.fromServer('t12.user-7')).toBeUndefined();
    expect(names.fromServer('t1-user-7')).toBeUndefined();
    expect(names.fromServer('user-7')).toBeUndefined();
    expect(names.fromServer('$$t1.user-7')).toBeUndefined();
    expect(names.fromServer('$scavenges')).toBeUndefined();
    // No prefix's server name starts with another's: the separator is outside the charset.
    expect(streamNames('t12').toServer('x').startsWith(names.serverPrefix!)).toBe(false);
  });

  it('without a prefix, leaves names alone and filters nothing', () => {
    const names = streamNames(undefined);
    expect(names.serverPrefix).toBeUndefined();
    expect(names.toServer('user-7')).toBe('user-7');
    expect(names.fromServer('user-7')).toBe('user-7');
  });

  it.each(['', '$all', 'a.b', 'a b', 'x'.repeat(41)])('refuses the prefix %j', (prefix) => {
    expect(() => streamNames(prefix)).toThrow(/stream prefix/);
  });
});
