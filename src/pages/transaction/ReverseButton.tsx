import { useState } from 'react';
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
import { formatBeli } from '../../../common/beli';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import type { TransactionRecord } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/wallets';

/**
 * wallet.all's "Hoàn giao dịch": asks for a reason and a confirmation, then posts the reversal.
 * One Idempotency-Key per opening of the dialog, so a double click reverses once.
 */
export function ReverseButton({ transaction }: { transaction: TransactionRecord }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const [key, setKey] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const close = () => setKey(null);
  const submit = async () => {
    const done = await run(
      () => dataProvider.reverseTransaction(transaction.id, { reason: reason.trim() }, key!),
      translate('app.transaction.reversed'),
    );
    if (done) close();
  };
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setKey(crypto.randomUUID())}>
        {translate('app.transaction.reverse')}
      </Button>
      {key && (
        <Dialog open onClose={close} fullWidth maxWidth="xs">
          <DialogTitle>
            {translate('app.transaction.reverseTitle', { id: transaction.id })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate('app.transaction.reverseHelp', {
                amount: formatBeli(transaction.amount),
                from: transaction.to.name,
                to: transaction.from.name,
              })}
            </DialogContentText>
            <TextField
              label={translate('app.transaction.reverseReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              fullWidth
              margin="normal"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="warning" disabled={running} onClick={submit}>
              {translate('app.transaction.reverseConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
