import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useDataProvider,
  useEditContext,
  useGetIdentity,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { EditViewer } from '../../../common/live';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { useLiveEvent } from './useLive';

/** Well within the server's 40 s, after which a page not heard of has closed. */
const BEAT_MS = 15_000;

/** Says the page is open (again every BEAT_MS) and, when it goes, that it closed. */
function useAnnounceOpen(resource: string, id: RaRecord['id'] | undefined) {
  const dataProvider = useBeliDataProvider();
  const [viewers, setViewers] = useState<EditViewer[]>([]);
  useEffect(() => {
    if (id === undefined) return;
    const say = (open: boolean) =>
      dataProvider.announceEditPage(resource, id, open).then(
        (answer) => open && setViewers(answer.viewers),
        () => undefined,
      );
    void say(true);
    const beat = setInterval(() => void say(true), BEAT_MS);
    return () => {
      clearInterval(beat);
      void say(false);
    };
  }, [dataProvider, resource, id]);
  useLiveEvent('presence', (data) => {
    if (data.resource === resource && data.id === String(id))
      setViewers(data.viewers as EditViewer[]);
  });
  return viewers;
}

/**
 * An edit page's live notices: who else has this record's edit page open, and that someone else
 * saved it while it is open (the 409 on this page's own save stays the guard, and shows what they
 * changed). The reader's own save is not someone else's.
 */
export function EditPresenceNotice() {
  const resource = useResourceContext()!;
  const { record } = useEditContext<RaRecord & { updatedAt?: string }>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const client = useQueryClient();
  const viewers = useAnnounceOpen(resource, record?.id);
  const [savedAt, setSavedAt] = useState<string>();

  useLiveEvent('changed', (data) => {
    if (data.resource !== resource && data.apiPath !== resource) return;
    if (!record?.updatedAt || client.isMutating({ mutationKey: [resource, 'update'] })) return;
    void dataProvider.getOne(resource, { id: record.id }).then(
      ({ data: now }) => {
        const saved = (now as { updatedAt?: string }).updatedAt;
        if (saved && saved > (record.updatedAt ?? '')) setSavedAt(saved);
      },
      () => undefined,
    );
  });

  const others = viewers.filter((viewer) => String(viewer.id) !== String(identity?.id));
  // Gone once the form holds that version (its conflict notice reloaded it).
  const saved = savedAt && record?.updatedAt && savedAt > record.updatedAt;
  return (
    <>
      {others.length > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2, width: '100%' }}>
          {translate('app.live.openBy', { names: others.map((viewer) => viewer.name).join(', ') })}
        </Alert>
      )}
      {saved && (
        <Alert severity="warning" role="status" sx={{ mb: 2, width: '100%' }}>
          {translate('app.live.savedElsewhere')}
        </Alert>
      )}
    </>
  );
}
