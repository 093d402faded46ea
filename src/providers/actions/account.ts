import { apiCall, apiPost, tokenStore } from '../httpClient';
import { downloadExport } from '../downloadExport';
import { postFile } from '../postFile';
import type { DashboardStats, Me, SeriesDay } from '../answers';

/** A sign-in code is single-use: React's double effects in development must not spend it twice. */
const exchanges = new Map<string, Promise<void>>();

/** Signing in, who is signed in, public settings, uploads and the admin's figures. */
export const accountActions = {
  /** Trades the sign-in callback's one-time code for a token, and keeps the token. */
  signInWithCode(code: string): Promise<void> {
    if (!exchanges.has(code)) {
      const exchange = apiPost<{ token: string }>('/auth/exchange', { code });
      exchanges.set(
        code,
        exchange.then(({ token }) => tokenStore.set(token)),
      );
    }
    return exchanges.get(code)!;
  },
  getMe: () => apiCall<Me>('/users/me'),
  /** A public configuration value (no sign-in needed); null when unset or unreadable. */
  getPublicConfig: (key: string) =>
    apiCall<{ value?: unknown }>(`/config/public/${key}`).then(
      ({ value }) => (value === null || value === undefined || value === '' ? null : String(value)),
      () => null,
    ),
  /** A picture for the catalogue or a collage; `onProgress` hears 0–100. */
  uploadPicture: (file: File, onProgress?: (percent: number) => void) =>
    postFile<{ id: string; thumbUrl: string }>('/uploads', file, onProgress),
  getDashboardStats: () => apiCall<DashboardStats>('/dashboard/stats'),
  /** A list's server export (CSV or Excel), streamed with progress and saved; answers its file name. */
  downloadExport,
  getDashboardSeries: () => apiCall<SeriesDay[]>('/dashboard/series'),
};
