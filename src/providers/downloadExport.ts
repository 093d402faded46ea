import { HttpError } from 'react-admin';
import { API_URL, tokenStore } from './httpClient';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  /** Rows received so far (CSV lines; a workbook is compressed, so it counts bytes only). */
  rows: number | null;
  /** X-Total-Count: how many rows the server is sending. */
  total: number | null;
  bytes: number;
}

export interface ExportRequest {
  /** The list's API path: `heroes`, `wallets/3/entries`. */
  path: string;
  format: ExportFormat;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
}

const LINE_FEED = 10;

/** `filename*=UTF-8''…` (RFC 5987) first, then the plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? null;
}

function exportUrl({ path, format, filter, sort }: ExportRequest) {
  const query = new URLSearchParams({ format });
  if (filter) query.set('filter', JSON.stringify(filter));
  if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return `${API_URL}/${path}/export?${query}`;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a list's server export with the bearer token, reporting progress as it streams in,
 * then saves it under the file name the server gave. Answers that name.
 */
export async function downloadExport(
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const token = tokenStore.get();
  const response = await fetch(exportUrl(request), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new HttpError(body.message ?? 'Không xuất được tệp', response.status, body);
  }
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const countsRows = request.format === 'csv';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (countsRows) for (const byte of value) if (byte === LINE_FEED) lines++;
    // The header is the first line; a quoted line break may count a row early, never past all.
    const rows = countsRows ? Math.min(Math.max(lines - 1, 0), total ?? Infinity) : null;
    onProgress({ rows, total, bytes });
  }
  const fileName =
    fileNameOf(response.headers.get('content-disposition')) ?? `export.${request.format}`;
  save(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), fileName);
  return fileName;
}
