import type { Executor } from '../../db/client';
import { readConfigValues } from '../config';

/** What top-up needs from configuration, read once per request. */
export interface PaymentSettings {
  bankBin: string;
  bankAccount: string;
  accountName: string;
  vndPerBeli: number;
  minVnd: number;
  maxVnd: number;
  orderTtlMinutes: number;
  /** Epoch milliseconds: the promotion runs while now is before it. */
  promotionEndsAt: number;
  promotionMulti: number;
}

/** Which configuration key each setting is read from. */
const SETTING_KEYS = {
  bankBin: 'PAYMENT_BANK_BIN',
  bankAccount: 'PAYMENT_BANK_ACCOUNT',
  accountName: 'PAYMENT_ACCOUNT_NAME',
  vndPerBeli: 'TOPUP_VND_PER_BELI',
  minVnd: 'TOPUP_MIN_VND',
  maxVnd: 'TOPUP_MAX_VND',
  orderTtlMinutes: 'TOPUP_ORDER_TTL_MIN',
  promotionEndsAt: 'PROMOTION_TIME_EXPIRED',
  promotionMulti: 'PROMOTION_MULTI',
} as const satisfies Record<keyof PaymentSettings, string>;

/** The one place top-up reads configuration: the config module's typed values and defaults, in one query. */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  const values = await readConfigValues(db, Object.values(SETTING_KEYS));
  return Object.fromEntries(
    Object.entries(SETTING_KEYS).map(([setting, key]) => [setting, values[key]]),
  ) as unknown as PaymentSettings;
}
