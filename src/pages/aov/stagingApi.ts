import type { StagingKind } from '../../../common/aov';
import { postFile } from '../../lib/uploadFile';
import { apiCall } from '../../providers/httpClient';

export type RowStatus = 'new' | 'changed' | 'unchanged' | 'error';

export interface StagedRow {
  id: number;
  line: number;
  data: Record<string, unknown>;
  status: RowStatus;
  errors: Record<string, string> | null;
  values: Record<string, unknown> | null;
  current: Record<string, unknown> | null;
  changes: string[];
}

export interface ImportSummary {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  error: number;
}

export interface ApproveResult {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

/** The `/staging/{kind}` calls of the `temp` page (DESIGN 9). */
export const stagingApi = (kind: StagingKind) => ({
  list: () => apiCall<StagedRow[]>(`/staging/${kind}`),
  importFile: (file: File) => postFile<ImportSummary>(`/staging/${kind}/import`, file),
  fetchConfigured: () => apiCall<ImportSummary>(`/staging/${kind}/fetch`, json({})),
  edit: (id: number, data: Record<string, unknown>) =>
    apiCall<StagedRow>(`/staging/${kind}/${id}`, { ...json({ data }), method: 'PUT' }),
  approve: (ids: number[]) => apiCall<ApproveResult>(`/staging/${kind}/approve`, json({ ids })),
  discard: (ids: number[]) =>
    apiCall<{ discarded: number }>(`/staging/${kind}/discard`, json({ ids })),
});
