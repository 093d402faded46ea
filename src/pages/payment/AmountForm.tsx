import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { beliFor, notWholeBeliMessage, promotionBonus } from '../../../common/topup';
import { bonusPercent, formatBeli, formatVnd } from '../../lib/money';
import { useNow } from './hooks';
import type { PaymentSettings, TopupOrder } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/payment';

const PRESETS_VND = [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

interface Props {
  settings: PaymentSettings;
  onCreated: (order: TopupOrder) => void;
}

/** Preset amounts or a custom one, what it buys, and the button that creates the order. */
export function AmountForm({ settings, onCreated }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useBeliDataProvider();
  const now = useNow();
  const presets = PRESETS_VND.filter((v) => v >= settings.minVnd && v <= settings.maxVnd);
  const [amount, setAmount] = useState<number | null>(presets[2] ?? presets[0] ?? null);
  const [custom, setCustom] = useState('');
  const [saving, setSaving] = useState(false);

  const promotion = settings.promotion.running && now < settings.promotion.endsAt;
  const beli = amount ? beliFor(amount, settings.vndPerBeli) : 0;
  const bonus = promotion ? promotionBonus(beli, settings.promotion.multi) : 0;
  const inBounds = amount !== null && amount >= settings.minVnd && amount <= settings.maxVnd;
  const wholeBeli = amount !== null && amount % settings.vndPerBeli === 0;
  const bounds = { min: formatVnd(settings.minVnd), max: formatVnd(settings.maxVnd) };

  const pickCustom = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 12);
    setCustom(digits);
    setAmount(digits ? Number(digits) : null);
  };

  const create = async () => {
    if (!inBounds || !wholeBeli) return;
    setSaving(true);
    try {
      onCreated(await dataProvider.createTopupOrder(amount));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.payment.choose')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
            gap: 1,
          }}
        >
          {presets.map((value) => (
            <Button
              key={value}
              variant={!custom && amount === value ? 'contained' : 'outlined'}
              aria-pressed={!custom && amount === value}
              sx={{ textTransform: 'none' }}
              onClick={() => {
                setCustom('');
                setAmount(value);
              }}
            >
              {formatVnd(value)}
            </Button>
          ))}
        </Box>
        <TextField
          label={translate('app.payment.custom')}
          value={custom ? Number(custom).toLocaleString('vi-VN') : ''}
          onChange={(e) => pickCustom(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(custom) && !(inBounds && wholeBeli)}
          helperText={
            custom && !inBounds
              ? translate('app.payment.outOfBounds', bounds)
              : custom && !wholeBeli
                ? notWholeBeliMessage(Number(custom), settings.vndPerBeli)
                : translate('app.payment.rate', { vnd: formatVnd(settings.vndPerBeli), ...bounds })
          }
          fullWidth
          margin="normal"
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{translate('app.payment.youGet')}</Typography>
          <Typography variant="h5" component="p" data-testid="beli-preview">
            {formatBeli(beli)}
          </Typography>
        </Stack>
        {promotion && bonus > 0 && (
          <Chip
            color="secondary"
            sx={{ mt: 1, maxWidth: '100%' }}
            data-testid="bonus-preview"
            label={translate('app.payment.bonus', {
              percent: bonusPercent(settings.promotion.multi),
              bonus: formatBeli(bonus),
            })}
          />
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={!inBounds || !wholeBeli || saving}
          onClick={create}
        >
          {translate('app.payment.create')}
        </Button>
      </CardContent>
    </Card>
  );
}
