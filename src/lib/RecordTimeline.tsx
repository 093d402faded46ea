import { Box, Card, CardContent, Typography } from '@mui/material';
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
import type { Json } from '../../common/json';
import { REDACTED } from '../../common/redacted';
import type { AuditEventView } from '../../common/schemas/audit';
import '../i18n/areas/audit';

type AuditEvent = Json<AuditEventView>;

type Values = Record<string, unknown>;

const NO_LABEL = '\u0000';

/** Stamped by the server on every save, or the record's own key: not a change anyone made. */
const STAMPS = new Set(['id', 'updatedAt', 'createdAt', 'updatedBy', 'version']);

const isPlainObject = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{ options: { columns: 3 } }` → `{ 'options.columns': 3 }`: each leaf under its own label. */
const flatten = (values: unknown, prefix = ''): Values =>
  Object.fromEntries(
    Object.entries(isPlainObject(values) ? values : {}).flatMap(([field, value]) =>
      isPlainObject(value)
        ? Object.entries(flatten(value, `${prefix}${field}.`))
        : [[`${prefix}${field}`, value]],
    ),
  );

/** Absent, null, an empty text and an empty list all read as nothing (∅). */
const orNothing = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? null
    : value;

/** Each field an event changed, with its value before and after (stamps left out). */
function changesOf(event: AuditEvent) {
  const before = flatten(event.before);
  const after = flatten(event.after);
  return (
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((field) => !STAMPS.has(field))
      .map((field) => ({ field, before: before[field], after: after[field] }))
      // A secret reads as hidden before and, after a write that changed it, as changed.
      .filter(
        (change) =>
          JSON.stringify(orNothing(change.before)) !== JSON.stringify(orNothing(change.after)),
      )
  );
}

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
 * with who, when, and each changed field's value before and after under the field's label;
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
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  // A coded value reads as its label where the resource has one (`status.paid`: Đã thanh toán);
  // any other text as it is (not as a message, whose %{…} polyglot would fill in).
  const codeLabel = (field: string, value: string) => {
    const label = translate(`resources.${resource}.${field}.${value}`, { _: NO_LABEL });
    return label === NO_LABEL ? value : label;
  };
  const text = (value: unknown, field: string): string =>
    orNothing(value) === null
      ? '∅'
      : typeof value === 'boolean'
        ? translate(`ra.boolean.${value}`)
        : Array.isArray(value)
          ? value.map((item) => text(item, field)).join(', ')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : codeLabel(field, String(value));
  // Several kinds of event on one timeline: each says which it is.
  const kindOf = (event: AuditEvent) =>
    Array.isArray(auditResource)
      ? ` · ${translate(`resources.admin/audit.resource.${event.resource}`, { _: event.resource })}`
      : '';
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
          const changes = changesOf(event);
          const earlier =
            restorable && changes.length > 0 ? earlierValues(record, event.before) : null;
          return (
            <Box
              key={event.id}
              component="article"
              sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" color="text.secondary">
                {new Date(event.at).toLocaleString('vi-VN')} ·{' '}
                {event.actorEmail ?? translate('resources.admin/audit.system')}
                {kindOf(event)}
              </Typography>
              {changes.map((change) => (
                <Typography key={change.field} variant="body2">
                  {label(change.field)}: {text(change.before, change.field)} →{' '}
                  {text(change.after, change.field)}
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
