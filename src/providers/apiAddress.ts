/** Where the API is, and the bearer token the app keeps for it (SPEC 7: in local storage). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

const TOKEN_KEY = 'token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

const BROWSER_KEY = 'beli.browserId';

/** A version 4 UUID; crypto.randomUUID exists only on https and localhost pages. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random id of this browser, sent with every call (`X-Browser-Id`): the server's rate limit
 * counts a signed-out visitor's calls by it, so colleagues behind one address do not share one.
 */
export function browserId(): string {
  let id = localStorage.getItem(BROWSER_KEY);
  if (!id) {
    id = randomUuid();
    localStorage.setItem(BROWSER_KEY, id);
  }
  return id;
}

/** The resource behind the user list's group filter (GET /users/groups, user.all). */
export const USER_GROUP_CHOICES = 'admin/user/groups';
