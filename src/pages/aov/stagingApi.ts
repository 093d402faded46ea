import type { ApproveResult, ImportSummary, StagedRow, StagingKind } from '../../../common/aov';
import { postFile } from '../../lib/uploadFile';
import { apiCall } from '../../providers/httpClient';

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
