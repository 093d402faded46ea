import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { useMoneyForm } from './useMoneyForm';
import { amountInput } from './WalletParts';

const EMPTY = { direction: 'credit', amount: '', reason: '' };

/** An admin's credit or debit of a wallet, against TREASURY, with a reason, once confirmed. */
export function AdjustForm({ walletId, owner }: { walletId: number; owner: string }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { field, submit, sending, confirmation } = useMoneyForm(
    EMPTY,
    (form, key) =>
      dataProvider.adjustWallet(
        walletId,
        { ...form, direction: form.direction as 'credit' | 'debit', amount: Number(form.amount) },
        key,
      ),
    translate('app.wallet.adjusted'),
    (form) =>
      translate(`app.wallet.confirm.${form.direction}`, {
        amount: formatBeli(Number(form.amount)),
        owner,
      }),
  );
  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      <TextField {...field('direction')} select label={translate('app.wallet.direction')}>
        <MenuItem value="credit">{translate('app.wallet.credit')}</MenuItem>
        <MenuItem value="debit">{translate('app.wallet.debit')}</MenuItem>
      </TextField>
      <TextField
        {...field('amount')}
        type="number"
        label={translate('app.transfer.amount')}
        slotProps={amountInput}
      />
      <TextField {...field('reason')} label={translate('app.wallet.reason')} />
      <Button type="submit" variant="contained" disabled={sending}>
        {translate('app.wallet.submitAdjust')}
      </Button>
      {confirmation}
    </Stack>
  );
}
