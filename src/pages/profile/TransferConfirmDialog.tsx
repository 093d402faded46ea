import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import '../../i18n/areas/wallets';

export interface TransferDraft {
  toEmail: string;
  amount: number;
  memo: string;
}

/** Whom the server found for the e-mail, named in the confirmation. */
export interface TransferRecipient {
  name: string;
  email: string;
}

interface Props {
  draft: TransferDraft | null;
  recipient: TransferRecipient | null;
  balance: number;
  sending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Shows what will happen, the recipient and the balance after included, before any money moves. */
export function TransferConfirmDialog({
  draft,
  recipient,
  balance,
  sending,
  onCancel,
  onConfirm,
}: Props) {
  const translate = useTranslate();
  if (!draft || !recipient) return null;
  const rows: [string, string][] = [
    [translate('app.transfer.to'), `${recipient.name} (${recipient.email})`],
    [translate('app.transfer.amount'), formatBeli(draft.amount)],
    [translate('app.transfer.memo'), draft.memo || '—'],
    [translate('app.transfer.balanceNow'), formatBeli(balance)],
    [translate('app.transfer.balanceAfter'), formatBeli(balance - draft.amount)],
  ];
  return (
    <Dialog open onClose={sending ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.transfer.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ pl: 0 }}>
                  {label}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ pr: 0, wordBreak: 'break-word' }}
                  data-testid={label}
                >
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {translate('app.transfer.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending}>
          {translate('app.transfer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
