import { z } from 'zod';

const DAY = 86_400_000;
/** A month, read page after page (the screen says when a window could not be read whole). */
export const MAX_WINDOW_DAYS = 31;

const instant = z.iso.datetime({ offset: true, error: 'Thời điểm không hợp lệ (ISO 8601)' });

/** A window of the bank feed; the last 24 hours when not given. */
export const bankWindowQuery = z
  .object({ from: instant.optional(), to: instant.optional() })
  .strict()
  .transform(({ from, to }) => {
    const end = to ? new Date(to) : new Date();
    return { from: from ? new Date(from) : new Date(end.getTime() - DAY), to: end };
  })
  .refine((w) => w.from < w.to, { message: 'Thời điểm bắt đầu phải trước thời điểm kết thúc' })
  .refine((w) => w.to.getTime() - w.from.getTime() <= MAX_WINDOW_DAYS * DAY, {
    message: `Khoảng thời gian tối đa ${MAX_WINDOW_DAYS} ngày`,
  });

const bankLine = z.object({
  providerId: z.string(),
  transactionDate: z.string(),
  transferType: z.string(),
  amountVnd: z.number().int(),
  content: z.string(),
  referenceCode: z.string().nullable(),
});

const portalLine = z.object({
  kind: z.enum(['event', 'order']),
  id: z.number().int(),
  providerId: z.string().nullable(),
  transactionDate: z.string().nullable(),
  amountVnd: z.number().int().nullable(),
  content: z.string().nullable(),
  status: z.string(),
});

/** Whether the bank's list of the window was read to its last page, and if not, why. */
const readWhole = {
  complete: z.boolean(),
  pagesRead: z.number().int(),
  nextPage: z.number().int().nullable(),
  stoppedBy: z.string().nullable(),
};

export const bankComparison = z.object({
  from: z.string(),
  to: z.string(),
  bankCount: z.number().int(),
  ...readWhole,
  portalCount: z.number().int(),
  missingInPortal: z.array(bankLine),
  missingInBank: z.array(portalLine),
});

export const reconcileAnswer = z.object({
  bankCount: z.number().int(),
  ...readWhole,
  ingested: z.number().int(),
  credited: z.number().int(),
});
