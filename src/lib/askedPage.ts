const KEY = 'beli.askedPage';

/**
 * The guarded page a visitor asked for before signing in, kept in session storage across the
 * trip to the identity provider. Only paths inside the app are kept, so a crafted value cannot
 * send anyone elsewhere after sign-in.
 */
export function rememberAskedPage(path: string): void {
  if (path.startsWith('/app/')) sessionStorage.setItem(KEY, path);
}

/** The remembered page (once), or the home. */
export function takeAskedPage(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/app/') ? path : '/app';
}
