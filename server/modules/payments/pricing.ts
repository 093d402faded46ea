import { beliFor as beliAtRate, promotionBonus } from '../../../common/topup';
import type { PaymentSettings } from './settings';

export const beliFor = (amountVnd: number, settings: PaymentSettings) =>
  beliAtRate(amountVnd, settings.vndPerBeli);

/** The promotion runs while now is before PROMOTION_TIME_EXPIRED. */
export const promotionRunning = (settings: PaymentSettings, now: Date) =>
  now.getTime() < settings.promotionEndsAt;

export const bonusFor = (creditBeli: number, settings: PaymentSettings, now: Date) =>
  promotionRunning(settings, now) ? promotionBonus(creditBeli, settings.promotionMulti) : 0;
