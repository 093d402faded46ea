import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { EntryTable } from './EntryTable';
import '../../i18n/areas/wallets';

/** A card with a heading: how the wallet screens group what they show. */
export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        {title && (
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** "Số dư" and the amount, large. */
export function BalanceFigure({ amount }: { amount: number | undefined }) {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary">{translate('app.wallet.balance')}</Typography>
      <Typography variant="h4" component="p" data-testid="balance">
        {amount === undefined ? '…' : formatBeli(amount)}
      </Typography>
    </>
  );
}

export function EntriesSection({ walletId, title }: { walletId: number; title?: string }) {
  const translate = useTranslate();
  return (
    <Section title={title ?? translate('app.wallet.entries')}>
      <EntryTable walletId={walletId} pageSize={25} />
    </Section>
  );
}

/** The props of a BELI amount input: whole numbers from 1. */
export const amountInput = { htmlInput: { min: 1, step: 1, inputMode: 'numeric' as const } };
