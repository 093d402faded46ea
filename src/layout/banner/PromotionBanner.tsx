import CelebrationIcon from '@mui/icons-material/Celebration';
import { Alert, Button } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PERMISSIONS } from '../../../common/permissions';
import { usePublicConfig } from '../../lib/publicConfig';
import { grants } from '../../providers/authProvider';
import { bonusPercent, splitDuration, useRemaining } from './countdown';

interface PromotionProps {
  /** Epoch milliseconds. */
  expiresAt: number;
  multiplier: number;
}

/** The promotion while it runs: its bonus and a live countdown; gone by itself at expiry. */
export function PromotionCountdown({ expiresAt, multiplier }: PromotionProps) {
  const translate = useTranslate();
  const remaining = useRemaining(expiresAt);
  if (remaining <= 0 || !(multiplier > 1)) return null;
  const { days, clock } = splitDuration(remaining);
  const time = days > 0 ? `${translate('app.banner.days', { days })} ${clock}` : clock;
  return (
    <Alert
      data-testid="promotion-banner"
      severity="success"
      icon={<CelebrationIcon />}
      action={
        <Button color="inherit" size="small" component={Link} to="/app/payment">
          {translate('app.banner.topUp')}
        </Button>
      }
      sx={{ mt: 1, alignItems: 'center' }}
    >
      {translate('app.banner.text', { bonus: bonusPercent(multiplier) })}{' '}
      <strong aria-live="off" data-testid="promotion-countdown">
        {translate('app.banner.endsIn', { time })}
      </strong>
    </Alert>
  );
}

const toNumber = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? NaN : Number(value);

/** Shown to `permission.me` users while PROMOTION_TIME_EXPIRED is in the future. */
export function PromotionBanner() {
  const { permissions } = usePermissions<string[]>();
  const expiresAt = toNumber(usePublicConfig('PROMOTION_TIME_EXPIRED'));
  const multiplier = toNumber(usePublicConfig('PROMOTION_MULTI'));
  if (!grants(permissions ?? [], [PERMISSIONS.me])) return null;
  if (!Number.isFinite(expiresAt) || !Number.isFinite(multiplier)) return null;
  return <PromotionCountdown expiresAt={expiresAt} multiplier={multiplier} />;
}
