import type { EditViewer } from '../../../common/live';
import { apiPost } from '../httpClient';

/** An edit page saying it is open (or closed): answers who has that record's edit page open. */
export const presenceActions = {
  announceEditPage: (resource: string, id: string | number, open: boolean) =>
    apiPost<{ viewers: EditViewer[] }>('/events/presence', { resource, id, open }),
};
