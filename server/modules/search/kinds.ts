import { sql, type SQL } from 'drizzle-orm';
import { PERMISSIONS } from '../../../common/permissions';
import type { AuthUser } from '../../plugins/auth';

/** Matches a kind reads before ranking them: bounded, so a common word costs no more. */
const MATCHES_READ = 200;
/** Hits answered per kind. */
export const HITS_PER_KIND = 5;

/** The words as LIKE patterns (wildcards in them escaped): whole, beginning, anywhere. */
export interface Patterns {
  text: string;
  prefix: string;
  contains: string;
  /** The words as a record number, when they are one. */
  id: number | null;
  /**
   * Under 3 characters a trigram index cannot help: the big tables (users, transactions,
   * orders, skins) would be scanned whole, so only numbers, heroes and tags are searched.
   */
  short: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function patternsOf(q: string): Patterns {
  const escaped = escapeLike(q);
  const id = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  return { text: q, prefix: `${escaped}%`, contains: `%${escaped}%`, id, short: q.length < 3 };
}

/** 0 when one of the texts is the words, 1 when one begins with them, else 2. */
const rankOf = (p: Patterns, ...columns: SQL[]) => sql`case
  when ${sql.join(
    columns.map((c) => sql`lower(${c}) = lower(${p.text})`),
    sql` or `,
  )} then 0
  when ${sql.join(
    columns.map((c) => sql`${c} ilike ${p.prefix}`),
    sql` or `,
  )} then 1
  else 2 end`;

/** One kind's best hits: its bounded matches ranked, then the first few. */
const ranked = (matches: SQL) =>
  sql`(select * from (${matches}) m order by rank, label, id limit ${HITS_PER_KIND})`;

const has = (user: AuthUser, permission: string) => user.permissions.has(permission);

function users(p: Patterns, user: AuthUser): SQL | null {
  if (p.short || !has(user, PERMISSIONS.userAll)) return null;
  return ranked(sql`select 'user' as kind, id, name as label, email as detail,
      ${rankOf(p, sql`name`, sql`email`)} as rank
    from (select id, name, email from users
      where name ilike ${p.contains} or email ilike ${p.contains} limit ${MATCHES_READ}) u`);
}

/**
 * A member's own transactions (either side of their wallet); every one with wallet.all. The
 * wallet id is given as a value: the planner then sees how few rows it has, where a subquery
 * let it expect TREASURY's million and scan the table.
 */
function transactions(p: Patterns, user: AuthUser, walletId: number | null): SQL | null {
  if (!has(user, PERMISSIONS.walletAll) && !has(user, PERMISSIONS.me)) return null;
  const own = has(user, PERMISSIONS.walletAll)
    ? sql`true`
    : sql`(t.from_wallet_id = ${walletId ?? 0} or t.to_wallet_id = ${walletId ?? 0})`;
  const byId = p.id === null ? sql`false` : sql`t.id = ${p.id}`;
  return ranked(sql`select 'transaction' as kind, id, '#' || id as label, memo as detail,
      case when id = ${p.id ?? 0} then 0 else ${rankOf(p, sql`memo`)} end as rank
    from (select t.id, t.memo from transactions t
      where ${own} and (${byId} or ${p.short ? sql`false` : sql`t.memo ilike ${p.contains}`}) limit ${MATCHES_READ}) t`);
}

/** A member's own top-up orders (by memo code); every one with payment.all. */
function orders(p: Patterns, user: AuthUser): SQL | null {
  if (p.short || (!has(user, PERMISSIONS.paymentAll) && !has(user, PERMISSIONS.me))) return null;
  const own = has(user, PERMISSIONS.paymentAll) ? sql`true` : sql`o.user_id = ${user.id}`;
  return ranked(sql`select 'order' as kind, id, memo_code as label,
      amount_vnd::text as detail, ${rankOf(p, sql`memo_code`)} as rank
    from (select o.id, o.memo_code, o.amount_vnd from topup_orders o
      where ${own} and o.memo_code ilike ${p.contains} limit ${MATCHES_READ}) o`);
}

function heroes(p: Patterns, user: AuthUser): SQL | null {
  if (!has(user, PERMISSIONS.me)) return null;
  return ranked(sql`select 'hero' as kind, id, name as label, title as detail,
      ${rankOf(p, sql`name`, sql`slug`)} as rank
    from (select id, name, slug, title from aov_heroes
      where name ilike ${p.contains} or slug ilike ${p.contains} limit ${MATCHES_READ}) h`);
}

function skins(p: Patterns, user: AuthUser): SQL | null {
  if (p.short || !has(user, PERMISSIONS.me)) return null;
  return ranked(sql`select 'skin' as kind, s.id, s.name as label, h.name as detail,
      ${rankOf(p, sql`s.name`, sql`s.slug`)} as rank
    from (select id, name, slug, hero_id from aov_skins
      where name ilike ${p.contains} or slug ilike ${p.contains} limit ${MATCHES_READ}) s
    join aov_heroes h on h.id = s.hero_id`);
}

/** Hero tags: a short table, searched from two characters on as heroes are. */
function tags(p: Patterns, user: AuthUser): SQL | null {
  if (!has(user, PERMISSIONS.me)) return null;
  return ranked(sql`select 'tag' as kind, id, name as label, description as detail,
      ${rankOf(p, sql`name`, sql`slug`)} as rank
    from (select id, name, slug, description from aov_tags
      where name ilike ${p.contains} or slug ilike ${p.contains} limit ${MATCHES_READ}) t`);
}

/** Each kind the caller may read, as a bounded, ranked statement. */
export const searchStatements = (p: Patterns, user: AuthUser, walletId: number | null): SQL[] =>
  [users, transactions, orders, heroes, tags, skins]
    .map((kind) => kind(p, user, walletId))
    .filter((statement): statement is SQL => statement !== null);
