import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { emailDomain } from '../common/signInConfigKeys';
import { trustedProxies } from './lib/trustedProxies';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A comma-separated list, each item trimmed and checked by `item`. */
const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

export const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback while the development sign-in is on, every interface otherwise. */
  HOST: optionalText,
  /** Unset: http://localhost:${PORT}. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run backup` writes a new folder when no --out is given. */
  BACKUP_DIR: z.string().default('./backups'),
  /**
   * The key `npm run backup` signs a backup's manifest with (HMAC-SHA256) and `npm run restore`
   * checks it by; kept by the operator, apart from the backups. Required for both in production.
   */
  BACKUP_KEY: optionalText.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 32,
    'BACKUP_KEY phải dài ít nhất 32 byte',
  ),
  DATABASE_URL: optionalText,
  /** A statement running longer than this is stopped (0: never); see PgliteInWorker for PGlite. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  JWT_SECRET: optionalText.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 32,
    'JWT_SECRET phải dài ít nhất 32 byte',
  ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A session unused this long ends (0: never). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(365 * 24 * 60)
    .default(0),
  /** Who may sign in: e-mail domains (with the ALLOWED_EMAIL_DOMAINS configuration key). */
  ALLOWED_EMAIL_DOMAINS: commaList(emailDomain),
  /** Addresses refused at sign-in (with the BLOCKED_EMAILS configuration key). */
  BLOCKED_EMAILS: commaList(z.email('BLOCKED_EMAILS phải là các e-mail cách nhau bằng dấu phẩy')),
  /** Only Google Workspace accounts: the ID token's `hd` claim must be an allowed domain. */
  REQUIRE_HOSTED_DOMAIN: flag,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Issuers this portal signed people in through before OIDC_ISSUER: an account whose every
   * identity is from one of them moves to the current issuer by its verified e-mail.
   */
  OIDC_PREVIOUS_ISSUERS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('OIDC_PREVIOUS_ISSUERS phải là các URL cách nhau bằng dấu phẩy'))),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Whether to ask the provider to let the user pick an account (`prompt=select_account`). */
  OIDC_SELECT_ACCOUNT: z.enum(['auto', 'always', 'never']).default('auto'),
  ALLOW_DEV_LOGIN: flag,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: trustedProxies,
  /** Bearer token for GET /metrics; unset: only a request made on this machine may read them. */
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'METRICS_TOKEN phải dài ít nhất 16 ký tự',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bank gateway's secret for POST /api/payments/webhook; unset turns the webhook off. */
  PAYMENT_WEBHOOK_KEY: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'PAYMENT_WEBHOOK_KEY phải dài ít nhất 16 ký tự',
  ),
  /** SePay's HMAC-SHA256 secret: a signed delivery is accepted beside the Apikey one. */
  SEPAY_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'SEPAY_WEBHOOK_SECRET phải dài ít nhất 16 ký tự',
  ),
  /** How far a signed delivery's X-SePay-Timestamp may be from now. */
  SEPAY_WEBHOOK_WINDOW_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** SePay's user API v2, read by the bank reconciliation (bank-accounts and transactions under it). */
  SEPAY_API_URL: z.url().default('https://userapi.sepay.vn/v2'),
  /** SePay's API token; unset: the reconciliation job does not run. */
  SEPAY_API_TOKEN: optionalText,
  /** The scheduled reconciliation looks back this many hours each run (every 15 minutes). */
  SEPAY_RECONCILE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  /** 0: this process queues background jobs but runs none (workers run in other processes). */
  JOB_WORKERS: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /**
   * A paid ghep-anh-2 task's price is held this long at most; a hold still pending then is
   * voided (its task failed). Above a task's three tries of up to 15 minutes each.
   */
  TASK_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Collages composed at once in this process (runs, tasks, previews); paid work goes first. */
  COMPOSE_CONCURRENCY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  ),
  /** Previews one member may ask for in a minute (and only one at a time). */
  PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  /** Megabytes of decoded images sharp (libvips) may keep cached between operations. */
  SHARP_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SERVE_APP: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
});

/** The development sign-in: where no OpenID client is set (or ALLOW_DEV_LOGIN), never in production unless allowed. */
const devLoginOn = (env: z.infer<typeof settingsSchema>) =>
  (env.NODE_ENV !== 'production' || env.ALLOW_DEV_LOGIN) &&
  (!env.GOOGLE_CLIENT_ID || env.ALLOW_DEV_LOGIN);

export const envSchema = settingsSchema
  .refine((env) => env.NODE_ENV !== 'production' || env.GOOGLE_CLIENT_ID || env.ALLOW_DEV_LOGIN, {
    path: ['GOOGLE_CLIENT_ID'],
    message:
      'NODE_ENV=production cần một cách đăng nhập: đặt GOOGLE_CLIENT_ID và GOOGLE_CLIENT_SECRET ' +
      '(hoặc ALLOW_DEV_LOGIN=1 cho máy thử nghiệm)',
  })
  .refine((env) => !env.OIDC_PREVIOUS_ISSUERS.includes(env.OIDC_ISSUER), {
    path: ['OIDC_PREVIOUS_ISSUERS'],
    message: 'OIDC_PREVIOUS_ISSUERS không được chứa OIDC_ISSUER đang dùng',
  })
  .transform((env) => {
    const devLogin = devLoginOn(env);
    return {
      ...env,
      devLogin,
      HOST: env.HOST ?? (devLogin ? '127.0.0.1' : '0.0.0.0'),
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    };
  });

export type Env = z.infer<typeof envSchema>;

/** The one reader of process.env: everything else receives an Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Cấu hình môi trường không hợp lệ:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** For an entry point: a refused setting ends the process with its Vietnamese reason, exit 1. */
export function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
