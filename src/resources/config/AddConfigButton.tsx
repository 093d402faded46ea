import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  CreateBase,
  Form,
  maxLength,
  regex,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { CONFIG_KEY_PATTERN } from '../../../common/configKeyNames';
import { toWrite, ValueInput } from './ValueInput';
import '../../i18n/areas/admin';

/** "Thêm khóa": a new entry from a dialog over the list (SPEC has no create page for config). */
export function AddConfigButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={translate('app.admin.config.add')} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.admin.config.add')}</DialogTitle>
        <DialogContent>
          <CreateBase
            resource="admin/config"
            redirect={false}
            transform={toWrite}
            mutationOptions={{
              onSuccess: (entry) => {
                notify('app.admin.config.saved', { messageArgs: { key: entry.id } });
                setOpen(false);
              },
            }}
          >
            <Form defaultValues={{ isPublic: false }}>
              <TextInput
                source="key"
                validate={[
                  required(),
                  regex(CONFIG_KEY_PATTERN, translate('app.admin.config.badKey')),
                ]}
                parse={(text: string) => text.toUpperCase()}
              />
              <ValueInput />
              <TextInput source="description" validate={maxLength(500)} />
              <BooleanInput source="isPublic" label={translate('app.admin.config.public')} />
              <SaveButton />
            </Form>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}
