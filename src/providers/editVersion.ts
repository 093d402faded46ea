import type { RaRecord, UpdateParams, UpdateResult } from 'react-admin';
import { API_URL, httpClient } from './httpClient';

/**
 * The version an edit started from, for the server to refuse the save (409 EDIT_CONFLICT) if
 * someone saved the record since: its `updatedAt` as read. A record without one sends nothing.
 */
export function ifMatch(previousData: Partial<RaRecord> | undefined): Record<string, string> {
  const version: unknown = previousData?.updatedAt;
  return typeof version === 'string' ? { 'If-Match': `"${version}"` } : {};
}

/** ra-data-simple-rest's update (PUT /{path}/{id}) naming the version it read. */
export async function versionedUpdate(path: string, params: UpdateParams): Promise<UpdateResult> {
  const { json } = await httpClient(`${API_URL}/${path}/${encodeURIComponent(params.id)}`, {
    method: 'PUT',
    body: JSON.stringify(params.data),
    headers: new Headers({ Accept: 'application/json', ...ifMatch(params.previousData) }),
  });
  return { data: json as RaRecord };
}
