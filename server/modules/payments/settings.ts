import type { Executor } from '../../db/client';
import { readConfigValue } from '../config';

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

/**
 * The one place top-up reads configuration: the config module's typed values and defaults.
 * One read after another, since `db` may be a transaction's single connection.
 */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  return {
    bankBin: await readConfigValue(db, 'PAYMENT_BANK_BIN'),
    bankAccount: await readConfigValue(db, 'PAYMENT_BANK_ACCOUNT'),
    accountName: await readConfigValue(db, 'PAYMENT_ACCOUNT_NAME'),
    vndPerBeli: await readConfigValue(db, 'TOPUP_VND_PER_BELI'),
    minVnd: await readConfigValue(db, 'TOPUP_MIN_VND'),
    maxVnd: await readConfigValue(db, 'TOPUP_MAX_VND'),
    orderTtlMinutes: await readConfigValue(db, 'TOPUP_ORDER_TTL_MIN'),
    promotionEndsAt: await readConfigValue(db, 'PROMOTION_TIME_EXPIRED'),
    promotionMulti: await readConfigValue(db, 'PROMOTION_MULTI'),
  };
}
