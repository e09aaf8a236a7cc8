/**
 * Where to go after signing in: back to the protected page that sent us to /auth, else admins
 * to /admin and everyone else to /. Only same-site paths are followed (no open redirect).
 */
export function signInTarget(redirect: string | null, isAdmin: boolean): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/auth')) {
    return redirect;
  }
  return isAdmin ? '/admin' : '/';
}
