const KEY = 'beli.permissionNames';

/** Names the token without keeping a second copy of it: its signature's tail. */
const fingerprint = (token: string) => token.slice(-16);

/**
 * The permission names the server last gave this token, kept across reloads so a page the user
 * may open is drawn at once while the fresh answer is on its way. Only ever used to open a page
 * early (the server still refuses what is not granted); a refusal waits for the fresh answer.
 */
export const knownPermissions = {
  get(token: string): string[] | null {
    try {
      const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
        of?: string;
        names?: unknown;
      } | null;
      return kept?.of === fingerprint(token) && Array.isArray(kept.names)
        ? (kept.names as string[])
        : null;
    } catch {
      return null;
    }
  },
  set(token: string, names: readonly string[]) {
    localStorage.setItem(KEY, JSON.stringify({ of: fingerprint(token), names }));
  },
  clear() {
    localStorage.removeItem(KEY);
  },
};
