import { z } from 'zod';
import { COLLAGE_LIMITS, SHOWCASE_FRAMES, SHOWCASE_LIMITS } from '../tools';
import { lineText } from './text';

const { columns, tileSize, gap, maxUploads } = COLLAGE_LIMITS;

const background = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Màu nền phải có dạng #rrggbb');
const columnsField = z
  .number('Số cột phải là số')
  .int('Số cột phải là số nguyên')
  .min(columns.min, `Số cột từ ${columns.min} đến ${columns.max}`)
  .max(columns.max, `Số cột từ ${columns.min} đến ${columns.max}`);
const tileSizeField = z
  .number('Kích thước ô phải là số')
  .int('Kích thước ô phải là số nguyên')
  .min(tileSize.min, `Kích thước ô từ ${tileSize.min} đến ${tileSize.max} px`)
  .max(tileSize.max, `Kích thước ô từ ${tileSize.min} đến ${tileSize.max} px`);
const titleField = lineText().trim().max(100, 'Tiêu đề tối đa 100 ký tự');

export const toolOptionsSchema = z
  .object({
    columns: columnsField,
    tileSize: tileSizeField,
    background,
    title: titleField.default(''),
    watermark: lineText().trim().max(40, 'Chữ đóng dấu tối đa 40 ký tự').default(''),
    minCards: z
      .number('Số thẻ tối thiểu phải là số')
      .int('Số thẻ tối thiểu phải là số nguyên')
      .min(1, 'Số thẻ tối thiểu từ 1 đến 600')
      .max(SHOWCASE_LIMITS.maxCards, 'Số thẻ tối thiểu từ 1 đến 600')
      .default(SHOWCASE_LIMITS.defaultMinCards),
  })
  .strict();

/** As stored: a text kept before the text rule existed is still answered, not refused (a 500). */
export const toolOptionsRecord = toolOptionsSchema.extend({
  title: z.string(),
  watermark: z.string(),
});

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, `Danh sách ${what} không hợp lệ`).max(max, `Tối đa ${max} ${what}`);

const count = (what: string) =>
  z
    .number(`${what} phải là số`)
    .int(`${what} phải là số nguyên`)
    .min(0, `${what} không được âm`)
    .max(100_000_000, `${what} quá lớn`);
const { brightness } = SHOWCASE_LIMITS;

/** An account showcase's choices (common/tools.ts `ShowcaseChoice`). */
export const showcaseChoiceSchema = z
  .object({
    frame: z.enum(SHOWCASE_FRAMES, 'Khung phải là mặc định hoặc vàng').optional(),
    brightness: z
      .number('Độ sáng phải là số')
      .min(brightness.min, `Độ sáng từ ${brightness.min} đến ${brightness.max}`)
      .max(brightness.max, `Độ sáng từ ${brightness.min} đến ${brightness.max}`)
      .optional(),
    order: z.enum(['value', 'given'], 'Thứ tự không hợp lệ').optional(),
    rank: lineText().trim().max(40, 'Rank tối đa 40 ký tự').optional(),
    level: count('Cấp').optional(),
    vouchers: count('Số quân huy').optional(),
    scrolls: count('Số giấy cuộn').optional(),
    code: lineText().trim().max(40, 'Mã tài khoản tối đa 40 ký tự').optional(),
    avatar: z.uuid('Mã ảnh đại diện không hợp lệ').optional(),
    overview: z.uuid('Mã ảnh tổng quan không hợp lệ').optional(),
  })
  .strict();

/** The body of a run, a task or a preview. */
export const collageRequestSchema = z
  .object({
    skinIds: list(
      z.number().int().positive('Mã trang phục không hợp lệ'),
      SHOWCASE_LIMITS.maxCards,
      'trang phục',
    ).default([]),
    uploadIds: list(z.uuid('Mã ảnh tải lên không hợp lệ'), maxUploads, 'ảnh tải lên').default([]),
    options: z
      .object({
        columns: columnsField.optional(),
        tileSize: tileSizeField.optional(),
        gap: z
          .number('Khoảng cách phải là số')
          .int('Khoảng cách phải là số nguyên')
          .min(gap.min, `Khoảng cách từ ${gap.min} đến ${gap.max} px`)
          .max(gap.max, `Khoảng cách từ ${gap.min} đến ${gap.max} px`)
          .optional(),
        background: background.optional(),
        title: titleField.optional(),
        captions: z.boolean('Chú thích phải là đúng hoặc sai').optional(),
      })
      .strict()
      .default({}),
    showcase: showcaseChoiceSchema.optional(),
  })
  .strict();

export const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ') });

/** A ghep-anh run as answered: the picture is at imageUrl, for its owner only. */
export const runViewSchema = z.object({
  id: z.number(),
  toolId: z.number(),
  userId: z.number(),
  price: z.number(),
  transactionId: z.number().nullable(),
  width: z.number(),
  height: z.number(),
  tileCount: z.number(),
  createdAt: z.date(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
});

/** A ghep-anh-2 task as answered: its progress, and its picture once it succeeded. */
export const taskViewSchema = z.object({
  id: z.number(),
  toolId: z.number(),
  userId: z.number(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number(),
  free: z.boolean(),
  price: z.number(),
  transactionId: z.number().nullable(),
  refundTransactionId: z.number().nullable(),
  /** The price held ("đang giữ") while the task waits or runs; null when nothing is held. */
  heldAmount: z.number().nullable(),
  error: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  tileCount: z.number(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});

/** The free preview: a small watermarked JPEG as a data URL. */
export const previewSchema = z.object({
  image: z.string(),
  width: z.number(),
  height: z.number(),
  /** What composing this choice for real costs (the quote). */
  price: z.number(),
});

/** GET /api/tools/usage?ids=1,2: the tools' runs and tasks (every tool's without `ids`). */
export const toolUsageQuery = z.object({
  ids: z
    .string('Hãy nêu mã công cụ')
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Hãy nêu từ 1 đến 100 mã công cụ, cách nhau bởi dấu phẩy')
    .optional(),
});
export const toolUsageView = z.object({ runs: z.number(), tasks: z.number() });
