import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import {
  Button,
  useCanAccess,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { isPlainObject, type Json } from '../../common/json';
import { REDACTED } from '../../common/redacted';
import type { AuditEventView } from '../../common/schemas/audit';
import { describeEvent } from '../../common/audit/describeEvent';
import { AuditEventArticle } from './AuditEventArticle';
import '../i18n/areas/audit';

type AuditEvent = Json<AuditEventView>;

type Values = Record<string, unknown>;

/**
 * The record's fields as they were before the event: what putting it back sends. None when the
 * log hid one of them (a secret): what it was is not known, so it cannot be put back.
 */
const earlierValues = (record: RaRecord, before: unknown): Values | null => {
  if (!isPlainObject(before)) return null;
  const fields = Object.keys(record).filter((k) => k in before);
  if (fields.some((k) => before[k] === REDACTED)) return null;
  return Object.fromEntries(fields.map((k) => [k, before[k]]));
};

interface TimelineProps {
  /** The audit log's name of the record's writes, or several when they go to more than one API path. */
  auditResource: string | string[];
  /** Offer "put back" on each change (configuration and catalogue records). */
  restorable?: boolean;
}

/**
 * A record's audit events (beside its edit or show page, or in a dialog), newest first, each
 * as the audit log reads it (a sentence, and each changed field before and after);
 * when `restorable`, "put back" saves the values it had before that change. Shown only to
 * whoever may read the audit log (`audit.all`).
 */
export function RecordTimeline(props: TimelineProps) {
  const { canAccess } = useCanAccess({ resource: 'admin/audit', action: 'list' });
  const record = useRecordContext();
  if (!canAccess || !record) return null;
  return <Timeline {...props} record={record} />;
}

/**
 * Reads the events again once a write on the page has been answered: not every record has a
 * version that a save changes (a system wallet, a group's permissions and members), and a
 * refusal (a conflict) may mean someone else's change has been logged meanwhile.
 */
function useRereadAfterWrites(reread: () => unknown) {
  const mutations = useQueryClient().getMutationCache();
  useEffect(
    () =>
      mutations.subscribe((event) => {
        const answered =
          event.type === 'updated' && ['success', 'error'].includes(event.action.type);
        if (answered) void reread();
      }),
    [mutations, reread],
  );
}

function Timeline({
  auditResource,
  restorable = false,
  record,
}: TimelineProps & { record: RaRecord }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const headingId = useId();
  const { data: events = [], refetch } = useGetList<AuditEvent>('admin/audit', {
    filter: { resource: auditResource, recordId: String(record.id) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 20 },
    // Part of the query's key: a record read again with a new version has its events read again.
    meta: { version: record.updatedAt },
  });
  useRereadAfterWrites(refetch);
  const putBack = (earlier: Values) =>
    update(
      resource,
      { id: record.id, data: earlier, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.audit.timeline.restored', { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 280 }}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.audit.timeline.title')}
        </Typography>
        {events.length === 0 && <Typography>{translate('app.audit.timeline.none')}</Typography>}
        {events.map((event) => {
          const changed = describeEvent(event, String).changes.length > 0;
          const earlier = restorable && changed ? earlierValues(record, event.before) : null;
          return (
            <AuditEventArticle key={event.id} event={event}>
              {earlier && (
                <Button
                  label="app.audit.timeline.restore"
                  disabled={isPending}
                  onClick={() => putBack(earlier)}
                />
              )}
            </AuditEventArticle>
          );
        })}
      </CardContent>
    </Card>
  );
}
