import { z } from 'zod';
import { isKnownConfigKey, type KnownConfigKey } from './configKeyNames';
import { hasOddCharacter, ODD_TEXT_MESSAGE } from './schemas/text';
import { SIGN_IN_CONFIG_KEYS } from './signInConfigKeys';

export { CONFIG_KEY_PATTERN, isKnownConfigKey, type KnownConfigKey } from './configKeyNames';

/**
 * Configuration keys the portal knows: their visibility, seed value and validation. Other areas
 * add their keys here and their names in configKeyNames.ts (what the browser reads: zod stays on
 * the server); `readConfigValue` on the server answers typed values from this list.
 */
export interface ConfigKeyDefinition<T = unknown, Default extends T | null = T> {
  isPublic: boolean;
  /**
   * A secret's value is kept only in its entry: an audit event, a log line, an export and a
   * timeline say that it changed, never what it is. A public key is never secret.
   */
  secret: boolean;
  description: string;
  schema: z.ZodType<T>;
  /** Seeded into an empty entry and answered while the entry is missing; null: left unset. */
  default: Default;
}

const define = <T>(definition: ConfigKeyDefinition<T>) => definition;
/** A key with no sensible default: not seeded, and read as null until an admin sets it. */
const defineUnset = <T>(
  definition: Omit<ConfigKeyDefinition<T>, 'default'>,
): ConfigKeyDefinition<T, null> => ({ ...definition, default: null });

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const httpUrlValue = z
  .string('Phải là một địa chỉ web')
  .max(2048, 'Địa chỉ web tối đa 2048 ký tự')
  .refine(isHttpUrl, 'Phải là địa chỉ web bắt đầu bằng http:// hoặc https://');

export const emailValue = z
  .string('Phải là một địa chỉ e-mail')
  .max(254, 'E-mail tối đa 254 ký tự')
  .pipe(z.email('E-mail không hợp lệ'));

const positiveInteger = z
  .number('Phải là một số nguyên')
  .int('Phải là một số nguyên')
  .positive('Phải lớn hơn 0')
  .max(Number.MAX_SAFE_INTEGER, 'Số quá lớn');

const textValue = (label: string, max: number) =>
  z
    .string(`${label} phải là chuỗi`)
    .trim()
    .min(1, `${label} không được để trống`)
    .max(max, `${label} tối đa ${max} ký tự`);

export const CONFIG_KEYS = {
  PROMOTION_TIME_EXPIRED: define({
    isPublic: true,
    secret: false,
    description: 'Thời điểm kết thúc khuyến mãi nạp tiền (epoch mili giây)',
    schema: z
      .number('Phải là thời điểm epoch tính bằng mili giây')
      .int('Phải là số nguyên mili giây')
      .min(0, 'Không được âm')
      .max(8_640_000_000_000_000, 'Thời điểm quá xa'),
    default: Date.UTC(2025, 0, 1),
  }),
  PROMOTION_MULTI: define({
    isPublic: true,
    secret: false,
    description: 'Hệ số khuyến mãi khi nạp tiền (1,2 nghĩa là tặng thêm 20%)',
    schema: z.number('Phải là một số').min(1, 'Tối thiểu là 1').max(10, 'Tối đa là 10'),
    default: 1.2,
  }),
  SUPPORT_URL: define({
    isPublic: true,
    secret: false,
    description: 'Trang báo lỗi và hỗ trợ',
    schema: httpUrlValue,
    default: 'https://example.com/ho-tro',
  }),
  SUPPORT_EMAIL: define({
    isPublic: true,
    secret: false,
    description: 'E-mail hỗ trợ (phản hồi trong vòng 24 giờ)',
    schema: emailValue,
    default: 'hotro@beli.local',
  }),
  TUTORIAL_VIDEO_URL: define({
    isPublic: true,
    secret: false,
    description: 'Video hướng dẫn sử dụng',
    schema: httpUrlValue,
    default: 'https://example.com/video/huong-dan',
  }),
  TRANSFER_MIN: define({
    isPublic: true,
    secret: false,
    description: 'Số BELI tối thiểu một lần chuyển',
    schema: positiveInteger,
    default: 1,
  }),
  TRANSFER_MAX: define({
    isPublic: true,
    secret: false,
    description: 'Số BELI tối đa một lần chuyển',
    schema: positiveInteger,
    default: 1_000_000,
  }),
  PAYMENT_BANK_BIN: define({
    isPublic: true,
    secret: false,
    description: 'Mã BIN ngân hàng nhận tiền nạp (VietQR, 6 chữ số)',
    schema: z.string('Phải là chuỗi 6 chữ số').regex(/^\d{6}$/, 'Mã BIN gồm đúng 6 chữ số'),
    default: '970422',
  }),
  PAYMENT_BANK_ACCOUNT: define({
    isPublic: true,
    secret: false,
    description: 'Số tài khoản nhận tiền nạp',
    schema: z
      .string('Phải là chuỗi chữ số')
      .regex(/^[0-9A-Za-z]{1,19}$/, 'Số tài khoản gồm 1–19 chữ hoặc số, không dấu cách'),
    default: '0123456789',
  }),
  PAYMENT_ACCOUNT_NAME: define({
    isPublic: true,
    secret: false,
    description: 'Tên chủ tài khoản nhận tiền nạp',
    schema: textValue('Tên chủ tài khoản', 70),
    default: 'CONG TY BELI DEMO',
  }),
  TOPUP_VND_PER_BELI: define({
    isPublic: true,
    secret: false,
    description: 'Số đồng đổi được 1 BELI khi nạp tiền',
    schema: positiveInteger,
    default: 1000,
  }),
  TOPUP_MIN_VND: define({
    isPublic: true,
    secret: false,
    description: 'Số tiền nạp tối thiểu một lần (đồng)',
    schema: positiveInteger,
    default: 10_000,
  }),
  TOPUP_MAX_VND: define({
    isPublic: true,
    secret: false,
    description: 'Số tiền nạp tối đa một lần (đồng)',
    schema: positiveInteger,
    default: 50_000_000,
  }),
  TOPUP_ORDER_TTL_MIN: define({
    isPublic: true,
    secret: false,
    description: 'Thời hạn thanh toán một lệnh nạp (phút)',
    schema: positiveInteger.max(7 * 24 * 60, 'Tối đa 10080 phút (7 ngày)'),
    default: 30,
  }),
  AOV_CRAWL_URL_TAGS: defineUnset({
    isPublic: false,
    // A source address may carry its access token.
    secret: true,
    description: 'Địa chỉ nguồn để lấy thẻ Aov vào vùng tạm (JSON hoặc CSV)',
    schema: httpUrlValue,
  }),
  AOV_CRAWL_URL_HEROES: defineUnset({
    isPublic: false,
    // A source address may carry its access token.
    secret: true,
    description: 'Địa chỉ nguồn để lấy tướng Aov vào vùng tạm (JSON hoặc CSV)',
    schema: httpUrlValue,
  }),
  AOV_CRAWL_URL_SKINS: defineUnset({
    isPublic: false,
    // A source address may carry its access token.
    secret: true,
    description: 'Địa chỉ nguồn để lấy trang phục Aov vào vùng tạm (JSON hoặc CSV)',
    schema: httpUrlValue,
  }),
  AOV_CRAWL_URL: defineUnset({
    isPublic: false,
    // A source address may carry its access token.
    secret: true,
    description:
      'Địa chỉ bộ dữ liệu tướng và trang phục (dạng heroes.json) để lấy cả ảnh vào vùng tạm',
    schema: httpUrlValue,
  }),
  AOV_CRAWL_SCHEDULE: define({
    isPublic: false,
    secret: false,
    description:
      'Tự động lấy lại dữ liệu từ AOV_CRAWL_URL: off (tắt), daily (hằng ngày) hoặc weekly (thứ Hai hằng tuần)',
    schema: z.enum(['off', 'daily', 'weekly'], 'Phải là off, daily hoặc weekly'),
    default: 'off',
  }),
  ...SIGN_IN_CONFIG_KEYS,
  // Exactly the names in configKeyNames.ts, no more and no fewer.
} satisfies Record<KnownConfigKey, { isPublic: boolean; secret: boolean }>;

export type ConfigValueOf<K extends KnownConfigKey> =
  | z.infer<(typeof CONFIG_KEYS)[K]['schema']>
  | (null extends (typeof CONFIG_KEYS)[K]['default'] ? null : never);

export const CONFIG_VALUE_MAX_BYTES = 64 * 1024;

/**
 * Whether an entry's value is secret: as its key declares, and for a key nobody declared, when
 * it is private (an unknown private key is secret by default: `SMTP_PASS`, a webhook address).
 */
export const isSecretConfigEntry = (key: string, isPublic: boolean): boolean =>
  isKnownConfigKey(key) ? CONFIG_KEYS[key].secret : !isPublic;

/** Keys nobody listed above still follow their name: *_URL is a web address, *_EMAIL an e-mail. */
export function valueSchemaFor(key: string): z.ZodType {
  if (isKnownConfigKey(key)) return CONFIG_KEYS[key].schema;
  if (key.endsWith('_URL')) return httpUrlValue;
  if (key.endsWith('_EMAIL')) return emailValue;
  return z.unknown();
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;
const MAX_DEPTH = 32;

function depthWithin(value: unknown, levels: number): boolean {
  if (!value || typeof value !== 'object') return true;
  if (levels === 0) return false;
  return Object.values(value).every((item) => depthWithin(item, levels - 1));
}

function someString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((item) => someString(item, test));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => test(key) || someString(item, test));
  }
  return false;
}

export const configValue = z
  .union(
    [z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())],
    'Giá trị phải là chuỗi, số, true/false, mảng hoặc đối tượng JSON',
  )
  .refine((value) => depthWithin(value, MAX_DEPTH), {
    message: `Giá trị lồng nhau tối đa ${MAX_DEPTH} cấp`,
    abort: true,
  })
  .refine(
    (value) => byteLength(JSON.stringify(value)) <= CONFIG_VALUE_MAX_BYTES,
    'Giá trị tối đa 64 KB',
  )
  .refine(
    (value) => !someString(value, (text) => hasOddCharacter(text, { multiline: true })),
    ODD_TEXT_MESSAGE,
  );

/** The first Vietnamese message against a value for this key, or null when it is acceptable. */
export function configValueProblem(key: string, value: unknown): string | null {
  const shape = configValue.safeParse(value);
  if (!shape.success) return shape.error.issues[0]?.message ?? 'Giá trị không hợp lệ';
  const specific = valueSchemaFor(key).safeParse(value);
  return specific.success ? null : (specific.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}
