import type {
  ApproveResult,
  CrawlView,
  ImportSummary,
  StagedRow,
  StagingKind,
} from '../../../common/aov';
import { apiCall, apiPost } from '../httpClient';
import { postFile } from '../postFile';

/** The `/staging/{kind}` calls of a catalogue's `temp` page (DESIGN 9). */
export const stagingActions = {
  listStaged: (kind: StagingKind) => apiCall<StagedRow[]>(`/staging/${kind}`),
  importStaged: (kind: StagingKind, file: File) =>
    postFile<ImportSummary>(`/staging/${kind}/import`, file),
  fetchStaged: (kind: StagingKind) => apiPost<ImportSummary>(`/staging/${kind}/fetch`),
  editStaged: (kind: StagingKind, id: number, data: Record<string, unknown>) =>
    apiCall<StagedRow>(`/staging/${kind}/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ data }),
    }),
  approveStaged: (kind: StagingKind, ids: number[]) =>
    apiPost<ApproveResult>(`/staging/${kind}/approve`, { ids }),
  discardStaged: (kind: StagingKind, ids: number[]) =>
    apiPost<{ discarded: number }>(`/staging/${kind}/discard`, { ids }),
  latestCrawl: () => apiCall<CrawlView | null>('/staging/crawl'),
  startCrawl: (url: string) => apiPost<CrawlView>('/staging/crawl', { url }),
  uploadCrawl: (file: File) => postFile<CrawlView>('/staging/crawl/upload', file),
  approveCrawl: () =>
    apiPost<{ heroes: ApproveResult; skins: ApproveResult }>('/staging/crawl/approve'),
};
