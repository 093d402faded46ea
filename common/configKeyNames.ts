/**
 * What the browser knows of configuration keys: their names and shape. Kept apart from
 * configKeys.ts, whose zod rules stay on the server (zod is not shipped to the browser).
 */
export const KNOWN_CONFIG_KEYS = [
  'PROMOTION_TIME_EXPIRED',
  'PROMOTION_MULTI',
  'SUPPORT_URL',
  'SUPPORT_EMAIL',
  'TUTORIAL_VIDEO_URL',
  'TRANSFER_MIN',
  'TRANSFER_MAX',
  'PAYMENT_BANK_BIN',
  'PAYMENT_BANK_ACCOUNT',
  'PAYMENT_ACCOUNT_NAME',
  'TOPUP_VND_PER_BELI',
  'TOPUP_MIN_VND',
  'TOPUP_MAX_VND',
  'TOPUP_ORDER_TTL_MIN',
  'AOV_CRAWL_URL_TAGS',
  'AOV_CRAWL_URL_HEROES',
  'AOV_CRAWL_URL_SKINS',
  'AOV_CRAWL_URL',
  'AOV_CRAWL_SCHEDULE',
  'ALLOWED_EMAIL_DOMAINS',
  'BLOCKED_EMAILS',
  'NEW_ACCOUNT_GROUPS',
  'NEW_ACCOUNTS_NEED_APPROVAL',
  'OIDC_GROUPS_CLAIM',
  'OIDC_GROUP_MAPPINGS',
] as const;

export type KnownConfigKey = (typeof KNOWN_CONFIG_KEYS)[number];

export const isKnownConfigKey = (key: string): key is KnownConfigKey =>
  (KNOWN_CONFIG_KEYS as readonly string[]).includes(key);

export const CONFIG_KEY_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
