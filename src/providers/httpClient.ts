import { fetchUtils } from 'react-admin';
import { API_URL, browserId, tokenStore } from './apiAddress';

export { API_URL, tokenStore };

/** fetchJson with the bearer token (signed out: the browser's id); errors carry the server's Vietnamese `message` and `errors`. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.set('X-Browser-Id', browserId());
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** A call to a route answering its record itself, as the ra-data-simple-rest routes do. */
export async function apiRecord<T>(path: string, options: fetchUtils.Options = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, options);
  return json as T;
}

/** A call to one of the `{ data }`-wrapped endpoints; answers what is inside `data`. */
export async function apiCall<T>(path: string, options: fetchUtils.Options = {}): Promise<T> {
  return (await apiRecord<{ data: T }>(path, options)).data;
}

/** A write without a body, sent as empty text: an empty JSON body is a 400. */
export const bodiless = (method: 'POST' | 'DELETE'): fetchUtils.Options => ({
  method,
  headers: { Accept: 'application/json', 'Content-Type': 'text/plain' },
});

/** A write to a `{ data }` endpoint. */
export function apiSend<T>(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<T> {
  return apiCall<T>(
    path,
    body === undefined ? bodiless(method) : { method, body: JSON.stringify(body) },
  );
}

/** A JSON POST to a `{ data }` endpoint; `idempotencyKey` names the attempt of a charging one. */
export function apiPost<T>(path: string, body: unknown = {}, idempotencyKey?: string) {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return apiCall<T>(path, { method: 'POST', body: JSON.stringify(body), headers });
}

/** A private picture (a tool's result), fetched with the bearer token. */
export async function apiBlob(url: string): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(url.replace(/^\/api/, API_URL), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}
