/**
 * Where to go after signing in or registering: back to the protected page that sent us to /auth
 * (with its query, e.g. `/?code=AB12CD` from a token's link), else admins to /admin and everyone
 * else to /. A bare `/` is no real destination: admins still get /admin. Only same-site paths are
 * followed (no open redirect).
 */
export function signInTarget(redirect: string | null, isAdmin: boolean): string {
  if (
    redirect?.startsWith('/') &&
    !redirect.startsWith('//') &&
    !redirect.startsWith('/\\') &&
    !redirect.startsWith('/auth') &&
    redirect !== '/'
  ) {
    return redirect;
  }
  return isAdmin ? '/admin' : '/';
}

/** /auth with the page to come back to, query included (RequireUser sends visitors there). */
export function signInPath(location: { pathname: string; search: string }): string {
  return `/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
