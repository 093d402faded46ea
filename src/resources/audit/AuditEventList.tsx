// /app/admin/audit
import { useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateField,
  DateTimeInput,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { Json } from '../../../common/json';
import { AUDIT_RESOURCE_LABELS, AUDIT_VERB_LABELS } from '../../../common/labels';
import type { AuditEventView } from '../../../common/schemas/audit';
import { ListActions } from '../../lib/ListActions';
import { ResourceList } from '../../lib/ResourceList';
import { selectFilter } from '../../lib/selectFilter';
import { AuditValuesField } from './AuditValuesField';
import { KEY } from './auditKey';
import '../../i18n/areas/audit';
import { searchFilter } from '../../lib/listFilters';

const filters = [
  searchFilter(),
  selectFilter(KEY, 'resource', Object.keys(AUDIT_RESOURCE_LABELS), true),
  <TextInput key="recordId" source="recordId" />,
  selectFilter(KEY, 'verb', Object.keys(AUDIT_VERB_LABELS)),
  <DateTimeInput key="at_gte" source="at_gte" />,
  <DateTimeInput key="at_lte" source="at_lte" />,
];

type Row = Json<AuditEventView>;

/** `DELETE /api/tags/:id` → `Xóa /api/tags/:id`, a known resource by its Vietnamese name. */
function useReadable() {
  const translate = useTranslate();
  return {
    actor: (row: Row) => row.actorEmail ?? translate(`${KEY}.system`),
    resource: (row: Row) =>
      row.resource in AUDIT_RESOURCE_LABELS
        ? translate(`${KEY}.resource.${row.resource}`)
        : row.resource,
    action: (row: Row) => {
      const [verb = '', ...rest] = row.action.split(' ');
      const known = verb in AUDIT_VERB_LABELS;
      return [known ? translate(`${KEY}.verb.${verb}`) : verb, ...rest].join(' ');
    },
  };
}

/** /app/admin/audit: every write that was not public, newest first (audit.all). */
export function AuditEventList() {
  const readable = useReadable();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<ListActions columns />}
    >
      {small ? (
        <SimpleList<Row>
          primaryText={(row) => `${readable.actor(row)} · ${readable.action(row)}`}
          secondaryText={(row) => `${readable.resource(row)} ${row.recordId ?? ''}`}
          tertiaryText={(row) => new Date(row.at).toLocaleString('vi-VN')}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="at">
            <DateField source="at" showTime locales="vi-VN" />
          </DataTable.Col>
          <DataTable.Col<Row> source="actorEmail" render={readable.actor} disableSort />
          <DataTable.Col source="clientAddress" disableSort />
          <DataTable.Col<Row> source="resource" render={readable.resource} disableSort />
          <DataTable.Col source="recordId" disableSort />
          <DataTable.Col<Row> source="action" render={readable.action} disableSort />
          <DataTable.Col source="before" disableSort>
            <AuditValuesField source="before" />
          </DataTable.Col>
          <DataTable.Col source="after" disableSort>
            <AuditValuesField source="after" />
          </DataTable.Col>
          <DataTable.Col source="requestId" disableSort />
        </DataTable>
      )}
    </ResourceList>
  );
}
