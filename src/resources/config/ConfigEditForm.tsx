import { Stack } from '@mui/material';
import {
  BooleanInput,
  EditBase,
  Form,
  maxLength,
  SaveButton,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isKnownConfigKey } from '../../../common/configKeyNames';
import { EditConflictNotice } from '../../lib/EditConflictNotice';
import { RecordTimeline } from '../../lib/RecordTimeline';
import type { ConfigRecord } from '../../../common/adminApi';
import { ConfigDeleteButton } from './configDelete';
import { asValueText, toWrite, ValueInput } from './ValueInput';
import '../../i18n/areas/admin';

/** Its writes go to /config/private or /config/public by its visibility, audited apart. */
const AUDIT_RESOURCES = ['config/private', 'config/public'];

/**
 * Edits or deletes one entry inline, in the row's expanded panel, beside its timeline (which
 * puts a value back through this same edit).
 */
export function ConfigEditForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<ConfigRecord>();
  if (!record) return null;
  const known = isKnownConfigKey(record.key);
  return (
    <EditBase
      resource="admin/config"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={toWrite}
      mutationOptions={{
        onSuccess: () => notify('app.admin.config.saved', { messageArgs: { key: record.key } }),
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'flex-start' }}>
        <Form record={{ ...record, value: asValueText(record.value) }}>
          <Stack sx={{ p: 1, maxWidth: 720 }}>
            <EditConflictNotice />
            <ValueInput configKey={record.key} />
            <TextInput source="description" validate={maxLength(500)} />
            <BooleanInput
              source="isPublic"
              label={translate('app.admin.config.public')}
              readOnly={known}
              helperText={known ? translate('app.admin.config.fixedVisibility') : false}
            />
            <Stack direction="row" spacing={1}>
              <SaveButton />
              <ConfigDeleteButton />
            </Stack>
          </Stack>
        </Form>
        <RecordTimeline auditResource={AUDIT_RESOURCES} restorable />
      </Stack>
    </EditBase>
  );
}
