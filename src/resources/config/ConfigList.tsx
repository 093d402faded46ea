// /app/admin/config
import { Chip } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { ListActions } from '../../lib/ListActions';
import { AddConfigButton } from './AddConfigButton';
import { ConfigEditForm } from './ConfigEditForm';
import { isInstantKey } from './instantKeys';
import type { ConfigRecord } from '../../../common/adminApi';
import { ResourceList } from '../../lib/ResourceList';

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
    <SearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput
      key="isPublic"
      source="isPublic"
      alwaysOn
      nullLabel={translate('app.admin.config.all')}
      trueLabel={translate('app.admin.config.public')}
      falseLabel={translate('app.admin.config.private')}
    />,
  ];
  return (
    <ResourceList
      title={translate('app.admin.config.title')}
      sort={{ field: 'key', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      filters={filters}
      actions={
        <ListActions exportPath="config">
          <AddConfigButton />
        </ListActions>
      }
    >
      <HorizontalScroll>
        <Datagrid rowClick="expand" expand={<ConfigEditForm />} bulkActionButtons={false}>
          <TextField source="key" sx={{ fontFamily: 'monospace' }} />
          <FunctionField<ConfigRecord>
            source="value"
            sortable={false}
            render={(entry) => <code>{preview(entry)}</code>}
          />
          <FunctionField<ConfigRecord>
            source="isPublic"
            render={(entry) => <VisibilityChip entry={entry} />}
          />
          <TextField source="description" />
          <DateField source="updatedAt" showTime locales="vi-VN" />
          <TextField
            source="updatedBy.name"
            label="resources.admin/config.fields.updatedBy"
            emptyText="—"
          />
        </Datagrid>
      </HorizontalScroll>
    </ResourceList>
  );
}
