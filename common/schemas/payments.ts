import { z } from 'zod';

/** Why an event waits for an admin instead of crediting by itself. */
export const WAIT_REASONS = [
  'outgoing',
  'wrong_account',
  'unmatched',
  'order_cancelled',
  'order_already_paid',
  'amount_out_of_bounds',
] as const;
export type WaitReason = (typeof WAIT_REASONS)[number];

export const orderStateSchema = z.enum(['pending', 'expired', 'paid', 'cancelled']);

const paymentDetailsSchema = z.object({
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amountVnd: z.number(),
  memo: z.string(),
  qrPayload: z.string(),
});

export const orderRecord = z.object({
  id: z.number(),
  userId: z.number(),
  memoCode: z.string(),
  amountVnd: z.number(),
  /** BELI the ordered amount buys, before any bonus. */
  beli: z.number(),
  status: orderStateSchema,
  late: z.boolean(),
  createdAt: z.date(),
  expiresAt: z.date(),
  paidAt: z.date().nullable(),
  paidVnd: z.number().nullable(),
  creditBeli: z.number().nullable(),
  bonusBeli: z.number().nullable(),
  settledBy: z.enum(['webhook', 'confirmed', 'assigned']).nullable(),
  bankEventId: z.number().nullable(),
  handledBy: z.number().nullable(),
  cancelledAt: z.date().nullable(),
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }).nullable(),
  payment: paymentDetailsSchema,
});

export const eventRecord = z.object({
  id: z.number(),
  providerId: z.string().nullable(),
  raw: z.unknown(),
  deliveries: z.number(),
  receivedAt: z.date(),
  status: z.enum(['received', 'credited', 'waiting', 'invalid']),
  reason: z.string().nullable(),
  gateway: z.string().nullable(),
  accountNumber: z.string().nullable(),
  transferType: z.string().nullable(),
  amountVnd: z.number().nullable(),
  content: z.string().nullable(),
  referenceCode: z.string().nullable(),
  transactionDate: z.string().nullable(),
  orderId: z.number().nullable(),
  handledAt: z.date().nullable(),
});

const amountVnd = z
  .number('Số tiền phải là một số')
  .int('Số tiền phải là số nguyên (đồng)')
  .positive('Số tiền phải lớn hơn 0')
  .max(Number.MAX_SAFE_INTEGER, 'Số tiền quá lớn');

export const createOrderBody = z.object({ amountVnd }).strict();

/** The amount that actually arrived; the ordered amount when left out. */
export const confirmOrderBody = z.object({ amountVnd: amountVnd.optional() }).strict();

/** DESIGN names `userId`; an admin reading a bank statement knows the e-mail, so it works too. */
export const assignEventBody = z.union(
  [
    z
      .object({
        userId: z.number('Mã người dùng phải là số').int().positive('Mã người dùng không hợp lệ'),
      })
      .strict(),
    z.object({ email: z.email('E-mail không hợp lệ').max(254, 'E-mail quá dài') }).strict(),
  ],
  'Cần userId hoặc email của người nhận',
);

export const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ') });

export const webhookAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    eventId: z.number(),
    status: eventRecord.shape.status,
    reason: z.enum(WAIT_REASONS).or(z.string()).nullable(),
    orderId: z.number().nullable(),
  }),
});

export const settingsAnswer = z.object({
  data: z.object({
    vndPerBeli: z.number(),
    minVnd: z.number(),
    maxVnd: z.number(),
    orderTtlMinutes: z.number(),
    promotion: z.object({ running: z.boolean(), endsAt: z.number(), multi: z.number() }),
  }),
});

/** One order under `data`, as the order actions answer it. */
export const orderAnswer = z.object({ data: orderRecord });
