import { z } from 'zod';
import { lineText } from './text';

const amount = z
  .number({ error: 'Số tiền phải là một số' })
  .int('Số tiền phải là số nguyên')
  .positive('Số tiền phải lớn hơn 0')
  .max(Number.MAX_SAFE_INTEGER, 'Số tiền quá lớn');

const memo = lineText().trim().max(200, 'Ghi chú tối đa 200 ký tự').default('');

const recipientEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('E-mail người nhận không hợp lệ'));

/** GET /wallets/transfer/recipient?email=: who a transfer would go to, before it is confirmed. */
export const recipientQuery = z.object({ email: recipientEmail }).strict();
export const recipientAnswer = z.object({ name: z.string(), email: z.string() });

export const transferBody = z
  .object({
    toEmail: recipientEmail,
    amount,
    memo,
  })
  .strict();

export const adjustBody = z
  .object({
    direction: z.enum(['credit', 'debit'], { error: 'Chọn cộng hoặc trừ tiền' }),
    amount,
    reason: lineText()
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

export const reverseBody = z
  .object({
    reason: lineText().trim().max(200, 'Lý do tối đa 200 ký tự').optional(),
  })
  .strict();

export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** One side of a transaction: a user's wallet (named after the user) or a system wallet. */
const party = z.object({
  walletId: z.number().int(),
  userId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
});

export const transactionView = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
  initiatorId: z.number().int().nullable(),
  links: z.record(z.string(), z.union([z.string(), z.number()])),
  from: party,
  to: party,
  /** The reversal that undid this transaction; its own `links.reversesId` points back. */
  reversedById: z.number().int().nullable(),
});

/** A ledger entry of one wallet, with what the transaction was and who was on the other side. */
export const entryView = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  walletId: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  walletVersion: z.number().int(),
  createdAt: z.date(),
  type: z.string(),
  memo: z.string(),
  counterparty: party,
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

/** What GET /ledger/check found: the sum of balances and every wallet or transaction out of line. */
export const ledgerCheckView = z.object({
  ok: z.boolean(),
  sumOfBalances: z.number().int(),
  walletsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  holdsChecked: z.number().int(),
  pendingHolds: z.number().int(),
  mismatches: z.array(
    z.object({
      walletId: z.number().int().optional(),
      transactionId: z.number().int().optional(),
      holdId: z.number().int().optional(),
      table: z.string().optional(),
      rowId: z.number().int().nullable().optional(),
      problem: z.string(),
      detail: z.string(),
    }),
  ),
});
