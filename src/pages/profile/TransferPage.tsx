// /app/profile/{userId|me}/transfer
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiError } from '../../lib/apiError';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { amountInput } from '../userWallet';
import {
  TransferConfirmDialog,
  type TransferDraft,
  type TransferRecipient,
} from './TransferConfirmDialog';
import '../../i18n/areas/wallets';

/** /app/profile/{userId}/transfer: from the signed-in user's own wallet, after a confirmation. */
export function TransferPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useBeliDataProvider();
  const { userId = 'me' } = useParams();
  const me = useQuery({
    queryKey: ['beli', 'profile', 'me'],
    queryFn: () => dataProvider.getProfile('me'),
    retry: false,
  });
  const [form, setForm] = useState({ toEmail: '', amount: '', memo: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<TransferDraft | null>(null);
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [attempt, setAttempt] = useState('');
  const [sending, setSending] = useState(false);

  if (me.isPending) return <Loading />;
  if (!me.data) return null;
  if (userId !== 'me' && Number(userId) !== me.data.id) {
    return <Navigate to="/app/profile/me/transfer" replace />;
  }
  const balance = me.data.balance;

  const review = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(form.amount);
    const found: Record<string, string> = {};
    if (!form.toEmail.trim()) found.toEmail = translate('app.transfer.emailRequired');
    if (!Number.isInteger(amount) || amount <= 0)
      found.amount = translate('app.transfer.amountInvalid');
    else if (amount > balance) found.amount = translate('app.transfer.amountTooHigh');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      setRecipient(await dataProvider.getTransferRecipient(form.toEmail.trim()));
    } catch (error) {
      const { message, errors: fields } = apiError(error);
      setErrors(Object.keys(fields).length ? fields : { toEmail: message });
      return;
    }
    setDraft({ toEmail: form.toEmail.trim(), amount, memo: form.memo.trim() });
    setAttempt(crypto.randomUUID());
  };

  const confirm = async () => {
    if (!draft) return;
    setSending(true);
    try {
      const done = await dataProvider.transfer(draft, attempt);
      notify(translate('app.transfer.done'), { type: 'success' });
      await queryClient.invalidateQueries();
      navigate(`/app/transaction/${done.id}`);
    } catch (error) {
      const { message, errors: fields } = apiError(error);
      setErrors(fields);
      setDraft(null);
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    label: translate(`app.transfer.${name}`),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      <Title title={translate('app.transfer.title')} />
      <Card>
        <CardContent component="form" onSubmit={(event) => void review(event)} noValidate>
          <Typography color="text.secondary" gutterBottom>
            {translate('app.profile.balance')}: {formatBeli(balance)}
          </Typography>
          <Stack spacing={1}>
            <TextField {...field('toEmail')} type="email" autoComplete="off" required />
            <TextField {...field('amount')} type="number" required slotProps={amountInput} />
            <TextField {...field('memo')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          </Stack>
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {translate('app.transfer.next')}
          </Button>
        </CardContent>
      </Card>
      <TransferConfirmDialog
        draft={draft}
        recipient={recipient}
        balance={balance}
        sending={sending}
        onCancel={() => setDraft(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
