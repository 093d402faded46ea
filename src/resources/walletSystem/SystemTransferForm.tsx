import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { MoneyForm, useMoneyForm } from '../../pages/userWallet';
import '../../i18n/areas/wallets';

const EMPTY = { toWalletId: '', toEmail: '', amount: '', memo: '' };

/** From this system wallet to another one, or a grant to a user by e-mail. */
export function SystemTransferForm({ fromWalletId }: { fromWalletId: number }) {
  const translate = useTranslate();
  const { data: wallets = [] } = useGetList('admin/wallet-system', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
  });
  const walletName = (id: string) => {
    const wallet = wallets.find((w) => String(w.id) === id);
    return wallet ? `${wallet.name} (${wallet.code})` : '';
  };
  const dataProvider = useBeliDataProvider();
  const money = useMoneyForm(
    EMPTY,
    (form, key) =>
      dataProvider.systemTransfer(
        {
          fromWalletId,
          ...(form.toWalletId ? { toWalletId: Number(form.toWalletId) } : {}),
          ...(form.toEmail.trim() ? { toEmail: form.toEmail.trim() } : {}),
          amount: Number(form.amount),
          memo: form.memo,
        },
        key,
      ),
    translate('app.walletSystem.transferred'),
    (form) =>
      translate('app.walletSystem.confirm', {
        amount: formatBeli(Number(form.amount)),
        from: walletName(String(fromWalletId)),
        to: [walletName(form.toWalletId), form.toEmail.trim()].filter(Boolean).join(' + '),
      }),
  );
  return (
    <MoneyForm
      money={money}
      note={{ name: 'memo', label: 'app.transfer.memo' }}
      submitLabel="app.walletSystem.transfer"
    >
      <TextField
        {...money.field('toWalletId')}
        select
        label={translate('app.walletSystem.toWallet')}
      >
        <MenuItem value="">—</MenuItem>
        {wallets
          .filter((w) => w.id !== fromWalletId)
          .map((w) => (
            <MenuItem key={w.id} value={String(w.id)}>
              {w.name} ({w.code})
            </MenuItem>
          ))}
      </TextField>
      <TextField
        {...money.field('toEmail')}
        type="email"
        label={translate('app.walletSystem.orToEmail')}
      />
    </MoneyForm>
  );
}
