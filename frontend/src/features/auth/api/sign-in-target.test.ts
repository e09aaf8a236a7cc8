import { describe, expect, it } from 'vitest';
import { signInPath, signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it('sends admins to /admin and users to / without a redirect', () => {
    expect(signInTarget(null, true)).toBe('/admin');
    expect(signInTarget(null, false)).toBe('/');
  });
  it('follows a same-site redirect', () => {
    expect(signInTarget('/settings?x=1', false)).toBe('/settings?x=1');
  });
  it('keeps the query of a link, e.g. a token code, for users and admins', () => {
    expect(signInTarget('/?code=123456', false)).toBe('/?code=123456');
    expect(signInTarget('/?code=123456', true)).toBe('/?code=123456');
  });
  it('sends admins to /admin when the redirect is just the start page', () => {
    expect(signInTarget('/', true)).toBe('/admin');
    expect(signInTarget('/', false)).toBe('/');
  });
  it('brings a link with a code back after login or registration', () => {
    const path = signInPath({ pathname: '/', search: '?code=AB12CD' });
    expect(path).toBe('/auth?redirect=%2F%3Fcode%3DAB12CD');
    const redirect = new URL(path, 'http://localhost').searchParams.get('redirect');
    expect(signInTarget(redirect, false)).toBe('/?code=AB12CD');
    expect(signInTarget(redirect, true)).toBe('/?code=AB12CD');
  });
  it('ignores other sites and loops back to /auth', () => {
    expect(signInTarget('//evil.example', false)).toBe('/');
    expect(signInTarget('https://evil.example', true)).toBe('/admin');
    expect(signInTarget('/auth?redirect=/x', false)).toBe('/');
    expect(signInTarget('/\\evil.example', false)).toBe('/');
  });
});
