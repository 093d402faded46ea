import { API_URL, tokenStore } from '../apiAddress';

let asked: { token: string; response: Promise<Response> } | null = null;

/**
 * A signed-in load's permissions (`GET /api/permissions/me`), asked for by the early script as
 * soon as it arrives: every guarded page waits for them before it renders its content, and asked
 * by the app they left only after its code was evaluated (about 200 ms later on a first load).
 */
export function askPermissionsEarly(): void {
  const token = tokenStore.get();
  if (!token) return;
  asked = {
    token,
    response: fetch(`${API_URL}/permissions/me`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    }),
  };
}

/**
 * The early answer's `data` for `token` (once), or null: none asked, another token since, or not
 * a success, which the app then asks for itself so its errors are handled as for any call.
 */
export async function takeEarlyPermissions(token: string): Promise<unknown> {
  const request = asked;
  asked = null;
  if (request?.token !== token) return null;
  const response = await request.response.catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as { data: unknown }).data;
}

askPermissionsEarly();
