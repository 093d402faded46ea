import type { AuthProvider } from 'react-admin';
import { takeEarlyPermissions } from './early/firstPermissionsRequest';
import { rememberAskedPage } from '../lib/askedPage';
import type { Me, PermissionsMe } from './answers';
import { resourceAccess } from '../resources/access';
import { API_URL, apiCall, tokenStore } from './httpClient';
import { knownPermissions } from './knownPermissions';

/** Permissions are asked once per token for a few seconds: canAccess runs on every render. */
const PERMISSION_TTL_MS = 5_000;
let cached: { token: string | null; at: number; names: Promise<string[]> } | null = null;

export function fetchPermissionNames(): Promise<string[]> {
  const token = tokenStore.get();
  if (!token) return Promise.resolve([]);
  if (cached && cached.token === token && Date.now() - cached.at < PERMISSION_TTL_MS) {
    return cached.names;
  }
  const names = takeEarlyPermissions(token)
    .then((early) => (early as PermissionsMe | null) ?? apiCall<PermissionsMe>('/permissions/me'))
    .then((me) => [...new Set(me.groups.flatMap((g) => g.permissions.map((p) => p.name)))])
    .then((fresh) => {
      knownPermissions.set(token, fresh);
      return fresh;
    });
  cached = { token, at: Date.now(), names };
  names.catch(() => (cached = null));
  return names;
}

export function forgetPermissions() {
  cached = null;
  knownPermissions.clear();
}

// Taken (or asked for) as the app's code loads, rather than when the first page first asks
// canAccess; that ask then reuses this answer.
void fetchPermissionNames();

/** A card or resource listing no permission is for everyone; otherwise every one is needed. */
export function grants(names: readonly string[], needed: readonly string[] | undefined): boolean {
  return (needed ?? []).every((n) => names.includes(n));
}

/**
 * SPEC 2: a visitor on a guarded page lands on the home, which offers sign-in and then returns
 * to the page. redirectTo is a router path, so it carries the /app basename.
 */
function sendHome(message: string | false) {
  rememberAskedPage(window.location.pathname + window.location.search);
  return { message, redirectTo: '/app' };
}

export const authProvider: AuthProvider = {
  login: async () => {
    window.location.assign(`${API_URL}/auth/google`);
  },

  logout: async () => {
    if (tokenStore.get()) {
      await apiCall('/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    tokenStore.clear();
    forgetPermissions();
  },

  checkAuth: async (params: { route?: string } = {}) => {
    // Home is open to visitors: it shows them the cards that need no permission.
    if (params.route === 'dashboard' || tokenStore.get()) return;
    throw sendHome(false);
  },

  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      tokenStore.clear();
      forgetPermissions();
      throw sendHome('ra.auth.auth_check_error');
    }
  },

  getIdentity: async () => {
    if (!tokenStore.get()) throw new Error('anonymous');
    const me = await apiCall<Me>('/users/me');
    return {
      id: me.id,
      fullName: me.name,
      avatar: me.avatarUrl ?? undefined,
      email: me.email,
      awaitingApproval: me.awaitingApproval,
    };
  },

  getPermissions: () => fetchPermissionNames(),

  canAccess: async ({ resource, action }) => {
    const access = resourceAccess(resource);
    const needed =
      action === 'list' || action === 'show'
        ? access.read
        : (access.actions?.[action] ?? access.write);
    return grants(await fetchPermissionNames(), needed);
  },
};
