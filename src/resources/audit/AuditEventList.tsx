// /app/admin/audit
import { Box } from '@mui/material';
import { DateTimeInput, TextInput, useListContext, useTranslate } from 'react-admin';
import type { Json } from '../../../common/json';
import { AUDIT_VERB_LABELS } from '../../../common/labels';
import { AUDIT_RESOURCES } from '../../../common/audit/resourceLabels';
import type { AuditEventView } from '../../../common/schemas/audit';
import { ListActions } from '../../lib/ListActions';
import { referenceFilter, searchFilter } from '../../lib/listFilters';
import { ResourceList } from '../../lib/ResourceList';
import { selectFilter } from '../../lib/selectFilter';
import { AuditEventArticle } from '../../lib/AuditEventArticle';
import { useRecordPath } from './recordLinks';
import { KEY } from './auditKey';
import '../../i18n/areas/audit';

const filters = [
  searchFilter(),
  referenceFilter('actorId', 'admin/user'),
  selectFilter(KEY, 'resource', Object.keys(AUDIT_RESOURCES), true, `${KEY}.all`),
  <TextInput key="recordId" source="recordId" />,
  selectFilter(KEY, 'verb', Object.keys(AUDIT_VERB_LABELS), true, `${KEY}.all`),
  <DateTimeInput key="at_gte" source="at_gte" alwaysOn />,
  <DateTimeInput key="at_lte" source="at_lte" alwaysOn />,
];

type Row = Json<AuditEventView>;

/** The page's events, each a sentence and its changes, as wide as the screen and no wider. */
function AuditEvents() {
  const translate = useTranslate();
  const { data = [] } = useListContext<Row>();
  const pathOf = useRecordPath();
  const fact = (row: Row, field: 'clientAddress' | 'requestId') =>
    `${translate(`${KEY}.fields.${field}`)}: ${row[field] ?? '∅'}`;
  return (
    <Box sx={{ px: 2, minWidth: 0 }}>
      {data.map((event) => (
        <AuditEventArticle
          key={event.id}
          event={event}
          pathOf={pathOf}
          more={[fact(event, 'clientAddress'), fact(event, 'requestId')]}
        />
      ))}
    </Box>
  );
}

/** /app/admin/audit: every write that was not public, newest first (audit.all). */
export function AuditEventList() {
  return (
    <ResourceList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
      <AuditEvents />
    </ResourceList>
  );
}
