// /api/audit-events
import { gte, like, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AUDIT_VERB_LABELS } from '../../../common/labels';
import { AUDIT_RESOURCES } from '../../../common/audit/resourceLabels';
import { PERMISSIONS } from '../../../common/permissions';
import { auditEventRecord } from '../../../common/schemas/audit';
import { auditEvents } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import {
  changeLine,
  describeEvent,
  type DescribedEventInput,
  type EventDescription,
} from '../../../common/audit/describeEvent';
import { column, timeColumn, vietnamLocalTime, type ExportRow } from '../../lib/export/columns';
import type { CustomFilter } from '../../lib/restFilters';
import type { FilterValue } from '../../lib/restQuery';
import { registerRestResource } from '../../lib/restResource';
import { actionsStartingWith } from './actionsStartingWith';
import { withReferenceNames } from './referenceNames';
import type { ModuleRoutes } from '../types';

/** `at_gte` / `at_lte`: events from or until a moment (an ISO date or date and time). */
function timeBound(compare: typeof gte, column: PgColumn): CustomFilter {
  return {
    // Read from the bound along the (at, id) index, in time order, which is the id order but for
    // events written at the same moment: along the id index, an hour's events were looked for
    // past every older one (96 000 of 100 000).
    orders: column,
    where: (value: FilterValue) => {
      const moment = new Date(String(value));
      if (typeof value !== 'string' || Number.isNaN(moment.getTime())) {
        const message = 'Thời điểm lọc không hợp lệ';
        throw badRequest(message, { filter: message }, 'BAD_FILTER');
      }
      return compare(column, moment);
    },
  };
}

const AUDIT_VERBS = Object.keys(AUDIT_VERB_LABELS);

function verbOf(value: FilterValue): string {
  const verb = AUDIT_VERBS.find((known) => known === value);
  if (!verb) {
    const message = `Loại thao tác phải là một trong: ${AUDIT_VERBS.join(', ')}`;
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  return verb;
}

/**
 * `verb`: events whose action is of that kind (`DELETE`: every deletion). Newest first, a page
 * is read action by action through the (action, id) index: as one prefix, a common verb's page
 * walked the primary key past every newer event of the others (18 000 at a million events).
 */
const verbFilter: CustomFilter = {
  where: (value) => like(auditEvents.action, `${verbOf(value)} %`),
  fanOut: (value, sort) =>
    sort === auditEvents.id
      ? { column: auditEvents.action, values: actionsStartingWith(`${verbOf(value)} `) }
      : undefined,
};

/** Each exported row's description, made once for its columns. */
const descriptions = new WeakMap<ExportRow, EventDescription>();

/** An event in the screen's words: its sentence, its changes and its details (Vietnam's time). */
function described(row: ExportRow): EventDescription {
  let description = descriptions.get(row);
  if (!description) {
    description = describeEvent(row as unknown as DescribedEventInput, vietnamLocalTime);
    descriptions.set(row, description);
  }
  return description;
}

/** The audit log, newest first, for `audit.all`: read only, as nothing may change it. */
export const auditRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'audit-events',
    label: 'sự kiện nhật ký thao tác',
    tag: 'audit',
    table: auditEvents,
    id: auditEvents.id,
    access: { read: PERMISSIONS.auditAll },
    methods: ['list', 'get'],
    record: auditEventRecord,
    search: [auditEvents.actorEmail],
    filters: {
      actorId: auditEvents.actorId,
      resource: auditEvents.resource,
      recordId: auditEvents.recordId,
      action: auditEvents.action,
      verb: verbFilter,
      at_gte: timeBound(gte, auditEvents.at),
      at_lte: timeBound(lte, auditEvents.at),
    },
    // Events are numbered as they are written, so their time order is their id order, which
    // every filter's (column, id) index gives: along the time index, one record's or actor's
    // events were looked for past every other event. A time bound reads the time order itself.
    sorts: { at: auditEvents.id },
    defaultSort: { field: 'id', order: 'DESC' },
    // One actor or kind of action may hold nearly every event or a handful (deletions).
    skewed: true,
    expand: withReferenceNames,
    export: {
      fileName: 'Nhật ký thao tác',
      columns: [
        timeColumn('Thời điểm', 'at'),
        column('Sự kiện', (row) => described(row).sentence),
        column('Thay đổi', (row) => described(row).changes.map(changeLine).join('\n')),
        column('Chi tiết', (row) => described(row).details.map(changeLine).join('\n')),
        column('Người thực hiện', (row) => described(row).actor),
        column('Địa chỉ', 'clientAddress'),
        column('Mã yêu cầu', 'requestId'),
        column('Tài nguyên', (row) => AUDIT_RESOURCES[String(row.resource)] ?? row.resource),
        column('Mã bản ghi', 'recordId'),
      ],
    },
  });
};
