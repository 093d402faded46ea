import { z } from 'zod';

const amount = z
  .number({ error: 'Số tiền phải là một số' })
  .int('Số tiền phải là số nguyên')
  .positive('Số tiền phải lớn hơn 0')
  .max(Number.MAX_SAFE_INTEGER, 'Số tiền quá lớn');

const memo = z.string().trim().max(200, 'Ghi chú tối đa 200 ký tự').default('');

/** Every money-moving POST names its attempt, so a repeated request moves money once. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Thiếu tiêu đề Idempotency-Key' })
    .trim()
    .min(1, 'Thiếu tiêu đề Idempotency-Key')
    .max(200, 'Idempotency-Key tối đa 200 ký tự'),
});

export const transferBody = z
  .object({
    toEmail: z.string().trim().toLowerCase().pipe(z.email('E-mail người nhận không hợp lệ')),
    amount,
    memo,
  })
  .strict();

export const adjustBody = z
  .object({
    direction: z.enum(['credit', 'debit'], { error: 'Chọn cộng hoặc trừ tiền' }),
    amount,
    reason: z
      .string()
      .trim()
      .min(1, 'Lý do không được để trống')
      .max(200, 'Lý do tối đa 200 ký tự'),
  })
  .strict();

export const systemTransferBody = z
  .object({
    fromWalletId: z.number().int().positive(),
    toWalletId: z.number().int().positive().optional(),
    toEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('E-mail người nhận không hợp lệ'))
      .optional(),
    amount,
    memo,
  })
  .strict()
  .refine((b) => (b.toWalletId === undefined) !== (b.toEmail === undefined), {
    message: 'Chọn đúng một nơi nhận: một ví hoặc một e-mail',
    path: ['toWalletId'],
  });

export const idParams = z.object({ id: z.coerce.number().int().positive() });

const party = {
  walletId: z.number().int(),
  userId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
};

export const transactionView = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
  initiatorId: z.number().int().nullable(),
  links: z.record(z.string(), z.union([z.string(), z.number()])),
  from: z.object(party),
  to: z.object(party),
});

export const walletView = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  allowNegative: z.boolean(),
  balance: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});

export type TransactionView = z.infer<typeof transactionView>;
export type WalletView = z.infer<typeof walletView>;

/** A money-moving POST answers 201 with the new transaction, or 200 with the first one on replay. */
export const postedResponse = {
  200: z.object({ data: transactionView }),
  201: z.object({ data: transactionView }),
};
