import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  help: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'numeric';
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** A confirmation that asks for one value first (an amount, an e-mail). */
export function PromptDialog({
  title,
  help,
  label,
  value,
  onChange,
  type,
  busy,
  onClose,
  onSubmit,
}: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{help}</DialogContentText>
        <TextField
          label={label}
          type={type === 'email' ? 'email' : 'text'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: type === 'numeric' ? { inputMode: 'numeric' } : {} }}
          fullWidth
          margin="normal"
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || !value.trim()} onClick={onSubmit}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
