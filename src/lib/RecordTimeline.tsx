import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
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
import { REDACTED } from '../../common/redacted';

interface AuditEvent {
  id: number;
  at: string;
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Values = Record<string, unknown>;

const text = (value: unknown) =>
  value === null || value === undefined
    ? '∅'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Stamped by the server on every save: not a change anyone made. */
const STAMPS = ['updatedAt', 'createdAt', 'updatedBy'];

/** The fields the record answers whose values an event changed. */
const changedFields = (record: RaRecord, event: AuditEvent) =>
  Object.keys(record).filter(
    (field) =>
      !STAMPS.includes(field) && text(event.before?.[field]) !== text(event.after?.[field]),
  );

/**
 * The record's fields as they were before the event: what putting it back sends. None when the
 * log hid one of them (a secret): what it was is not known, so it cannot be put back.
 */
const earlierValues = (record: RaRecord, before: Values | null): Values | null => {
  const fields = Object.keys(record).filter((k) => before && k in before);
  if (!before || fields.some((k) => before[k] === REDACTED)) return null;
  return Object.fromEntries(fields.map((k) => [k, before[k]]));
};

/**
 * An edit page's aside: the record's audit events (under `auditResource`, or any of several
 * when its writes go to more than one API path), newest first, each with who, when and each
 * changed field's value before and after; "put back" saves the values it had before that change.
 * Shown only to whoever may read the audit log (`audit.all`).
 */
export function RecordTimeline({ auditResource }: { auditResource: string | string[] }) {
  const { canAccess } = useCanAccess({ resource: 'admin/audit', action: 'list' });
  const record = useRecordContext();
  if (!canAccess || !record) return null;
  return <Timeline auditResource={auditResource} record={record} />;
}

function Timeline({
  auditResource,
  record,
}: {
  auditResource: string | string[];
  record: RaRecord;
}) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const headingId = useId();
  const { data: events = [] } = useGetList<AuditEvent>('admin/audit', {
    filter: { resource: auditResource, recordId: String(record.id) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 20 },
    // Part of the query's key: a save changes the record's version, so its events are read again.
    meta: { version: record.updatedAt },
  });
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
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
          const fields = changedFields(record, event);
          const earlier = fields.length > 0 ? earlierValues(record, event.before) : null;
          return (
            <Box
              key={event.id}
              component="article"
              sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" color="text.secondary">
                {new Date(event.at).toLocaleString('vi-VN')} ·{' '}
                {event.actorEmail ?? translate('resources.admin/audit.system')}
              </Typography>
              {fields.map((field) => (
                <Typography key={field} variant="body2">
                  {label(field)}: {text(event.before?.[field])} → {text(event.after?.[field])}
                </Typography>
              ))}
              {earlier && (
                <Button
                  label="app.audit.timeline.restore"
                  disabled={isPending}
                  onClick={() => putBack(earlier)}
                />
              )}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
