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

/** The one place top-up reads configuration: the config module's typed values and defaults, in one query. */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  const values = await readConfigValues(db, [
    'PAYMENT_BANK_BIN',
    'PAYMENT_BANK_ACCOUNT',
    'PAYMENT_ACCOUNT_NAME',
    'TOPUP_VND_PER_BELI',
    'TOPUP_MIN_VND',
    'TOPUP_MAX_VND',
    'TOPUP_ORDER_TTL_MIN',
    'PROMOTION_TIME_EXPIRED',
    'PROMOTION_MULTI',
  ]);
  return {
    bankBin: values.PAYMENT_BANK_BIN,
    bankAccount: values.PAYMENT_BANK_ACCOUNT,
    accountName: values.PAYMENT_ACCOUNT_NAME,
    vndPerBeli: values.TOPUP_VND_PER_BELI,
    minVnd: values.TOPUP_MIN_VND,
    maxVnd: values.TOPUP_MAX_VND,
    orderTtlMinutes: values.TOPUP_ORDER_TTL_MIN,
    promotionEndsAt: values.PROMOTION_TIME_EXPIRED,
    promotionMulti: values.PROMOTION_MULTI,
  };
}
