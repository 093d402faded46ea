const KEY = 'beli.staleChunkReload';

/**
 * A page's code that failed to load after a redeploy (its file, named by the old build's hash,
 * is gone): reload once into the new version. Once per address: if the reload comes back to the
 * same failure (the network, not a redeploy), the error goes on to the error screen instead of
 * reloading for ever. The mark names the part that failed, and only that part's load clears it.
 */
export function reloadOnceForStaleCode(error: unknown, part: string): Promise<never> {
  const here = `${part} ${window.location.pathname}${window.location.search}`;
  if (sessionStorage.getItem(KEY) === here) {
    sessionStorage.removeItem(KEY);
    return Promise.reject(error);
  }
  sessionStorage.setItem(KEY, here);
  window.location.reload();
  // The page goes away; nothing is drawn meanwhile.
  return new Promise<never>(() => undefined);
}

/** This part's code loaded: a later stale file of it may reload again. */
export function codeLoaded(part: string) {
  if (sessionStorage.getItem(KEY)?.startsWith(`${part} `)) sessionStorage.removeItem(KEY);
}
