/** Where the API is, and the bearer token the app keeps for it (SPEC 7: in local storage). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

const TOKEN_KEY = 'token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** The resource behind the user list's group filter (GET /users/groups, user.all). */
export const USER_GROUP_CHOICES = 'admin/user/groups';
