import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { MoneyForm } from './MoneyForm';
import { useMoneyForm } from './useMoneyForm';
import '../../i18n/areas/wallets';

const EMPTY = { direction: 'credit', amount: '', reason: '' };

/** An admin's credit or debit of a wallet, against TREASURY, with a reason, once confirmed. */
export function AdjustForm({ walletId, owner }: { walletId: number; owner: string }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const money = useMoneyForm(
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
    <MoneyForm
      money={money}
      note={{ name: 'reason', label: 'app.wallet.reason' }}
      submitLabel="app.wallet.submitAdjust"
    >
      <TextField {...money.field('direction')} select label={translate('app.wallet.direction')}>
        <MenuItem value="credit">{translate('app.wallet.credit')}</MenuItem>
        <MenuItem value="debit">{translate('app.wallet.debit')}</MenuItem>
      </TextField>
    </MoneyForm>
  );
}
