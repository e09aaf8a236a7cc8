import { describe, expect, it } from 'vitest';
import { visibleNavItems } from '../features/layout/nav-items';
import { navItems } from './nav-items';

const paths = (user: { isAdmin: boolean } | null) => visibleNavItems(navItems, user).map((item) => item.to);

describe('header navigation', () => {
  it('shows visitors the public entries only', () => {
    expect(paths(null)).toEqual(['/', '/frequencies', '/dimension-rings', '/diary']);
  });
  it('adds FAQ, messages, account and settings for users and the admin panel for admins', () => {
    expect(paths({ isAdmin: false })).toEqual([
      '/',
      '/frequencies',
      '/dimension-rings',
      '/diary',
      '/faq',
      '/messages',
      '/account',
      '/settings',
    ]);
    expect(paths({ isAdmin: true })).toEqual([
      '/',
      '/frequencies',
      '/dimension-rings',
      '/diary',
      '/faq',
      '/messages',
      '/account',
      '/settings',
      '/admin',
    ]);
  });
});
