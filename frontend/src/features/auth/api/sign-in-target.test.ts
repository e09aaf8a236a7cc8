import { describe, expect, it } from 'vitest';
import { signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it('sends admins to /admin and users to / without a redirect', () => {
    expect(signInTarget(null, true)).toBe('/admin');
    expect(signInTarget(null, false)).toBe('/');
  });
  it('follows a same-site redirect', () => {
    expect(signInTarget('/settings?x=1', false)).toBe('/settings?x=1');
  });
  it('ignores other sites and loops back to /auth', () => {
    expect(signInTarget('//evil.example', false)).toBe('/');
    expect(signInTarget('https://evil.example', true)).toBe('/admin');
    expect(signInTarget('/auth?redirect=/x', false)).toBe('/');
  });
});
