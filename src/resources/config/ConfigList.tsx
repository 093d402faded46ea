// /app/admin/config
import { Chip } from '@mui/material';
import { DataTable, DateField, TextField, useTranslate } from 'react-admin';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { ListActions } from '../../lib/ListActions';
import { AddConfigButton } from './AddConfigButton';
import { ConfigEditForm } from './ConfigEditForm';
import { isInstantKey } from './instantKeys';
import type { ConfigRecord } from '../../../common/adminApi';
import { ResourceList } from '../../lib/ResourceList';
import '../../i18n/areas/admin';
import { searchFilter, yesNoFilter } from '../../lib/listFilters';

/** An instant key's epoch milliseconds as a Vietnamese date and time; other values as JSON. */
const preview = ({ key, value }: ConfigRecord) => {
  if (isInstantKey(key) && typeof value === 'number') {
    return new Date(value).toLocaleString('vi-VN');
  }
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

function VisibilityChip({ entry }: { entry: ConfigRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={entry.isPublic ? 'info' : 'default'}
      label={translate(entry.isPublic ? 'app.admin.config.public' : 'app.admin.config.private')}
    />
  );
}

/** /app/admin/config: public and private entries together; a row opens its inline editor. */
export function ConfigList() {
  const translate = useTranslate();
  const filters = [
    searchFilter(),
    yesNoFilter('isPublic', {
      alwaysOn: true,
      nullLabel: translate('app.admin.config.all'),
      trueLabel: translate('app.admin.config.public'),
      falseLabel: translate('app.admin.config.private'),
    }),
  ];
  return (
    <ResourceList
      title={translate('app.admin.config.title')}
      sort={{ field: 'key', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      filters={filters}
      actions={
        <ListActions exportPath="config" columns>
          <AddConfigButton />
        </ListActions>
      }
    >
      <HorizontalScroll>
        <DataTable rowClick="expand" expand={<ConfigEditForm />} bulkActionButtons={false}>
          <DataTable.Col source="key">
            <TextField source="key" sx={{ fontFamily: 'monospace' }} />
          </DataTable.Col>
          <DataTable.Col<ConfigRecord>
            source="value"
            disableSort
            render={(entry) => <code>{preview(entry)}</code>}
          />
          <DataTable.Col<ConfigRecord>
            source="isPublic"
            render={(entry) => <VisibilityChip entry={entry} />}
          />
          <DataTable.Col source="description" />
          <DataTable.Col source="updatedAt">
            <DateField source="updatedAt" showTime locales="vi-VN" />
          </DataTable.Col>
          <DataTable.Col source="updatedBy.name" label="resources.admin/config.fields.updatedBy">
            <TextField source="updatedBy.name" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </HorizontalScroll>
    </ResourceList>
  );
}
