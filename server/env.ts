import { availableParallelism } from 'node:os';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
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
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bank gateway's secret for POST /api/payments/webhook; unset turns the webhook off. */
  PAYMENT_WEBHOOK_KEY: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'PAYMENT_WEBHOOK_KEY phải dài ít nhất 16 ký tự',
  ),
  /** 0: this process queues background jobs but runs none (workers run in other processes). */
  JOB_WORKERS: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /** Collages composed at once in this process (runs, tasks, previews); paid work goes first. */
  COMPOSE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** Previews one member may ask for in a minute (and only one at a time). */
  PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  /** Megabytes of decoded images sharp (libvips) may keep cached between operations. */
  SHARP_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SERVE_APP: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
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
