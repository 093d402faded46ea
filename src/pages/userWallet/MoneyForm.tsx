import { Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { useMoneyForm } from './useMoneyForm';
import { amountInput } from './WalletParts';
import '../../i18n/areas/wallets';

/**
 * A form that moves money, as `useMoneyForm` keeps it: the fields that say where it goes
 * (`children`), then the amount, the `note` (its name and label), the submit and the
 * confirmation it asks for.
 */
export function MoneyForm<Name extends string>({
  money: { field, submit, sending, confirmation },
  note,
  submitLabel,
  children,
}: {
  money: ReturnType<typeof useMoneyForm<Record<Name | 'amount', string>>>;
  note: { name: Name; label: string };
  submitLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      {children}
      <TextField
        {...field('amount')}
        type="number"
        label={translate('app.transfer.amount')}
        slotProps={amountInput}
      />
      <TextField {...field(note.name)} label={translate(note.label)} />
      <Button type="submit" variant="contained" disabled={sending}>
        {translate(submitLabel)}
      </Button>
      {confirmation}
    </Stack>
  );
}
