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

/** The fields the record answers whose values an event changed. */
const changedFields = (record: RaRecord, event: AuditEvent) =>
  Object.keys(record).filter(
    (field) =>
      !['updatedAt', 'createdAt'].includes(field) &&
      text(event.before?.[field]) !== text(event.after?.[field]),
  );

/** The record's fields as they were before the event: what putting it back sends. */
const earlierValues = (record: RaRecord, before: Values) =>
  Object.fromEntries(
    Object.keys(record)
      .filter((k) => k in before)
      .map((k) => [k, before[k]]),
  );

/**
 * An edit page's aside: the record's audit events, newest first, each with who, when and each
 * changed field's value before and after; "put back" saves the values it had before that change.
 * Shown only to whoever may read the audit log (`audit.all`).
 */
export function RecordTimeline({ auditResource }: { auditResource: string }) {
  const { canAccess } = useCanAccess({ resource: 'admin/audit', action: 'list' });
  const record = useRecordContext();
  if (!canAccess || !record) return null;
  return <Timeline auditResource={auditResource} record={record} />;
}

function Timeline({ auditResource, record }: { auditResource: string; record: RaRecord }) {
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
  });
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const putBack = (before: Values) =>
    update(
      resource,
      { id: record.id, data: earlierValues(record, before), previousData: record },
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
              {event.before && fields.length > 0 && (
                <Button
                  label="app.audit.timeline.restore"
                  disabled={isPending}
                  onClick={() => putBack(event.before!)}
                />
              )}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
