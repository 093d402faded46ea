import type { Executor } from '../../db/client';

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

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bankBin: '970422',
  bankAccount: '0123456789',
  accountName: 'CONG TY BELI DEMO',
  vndPerBeli: 1000,
  minVnd: 10_000,
  maxVnd: 50_000_000,
  orderTtlMinutes: 30,
  promotionEndsAt: Date.UTC(2025, 0, 1),
  promotionMulti: 1.2,
};

/** The one place top-up reads configuration (the config module's reader once it lands). */
export async function readPaymentSettings(_db: Executor): Promise<PaymentSettings> {
  return DEFAULT_PAYMENT_SETTINGS;
}
