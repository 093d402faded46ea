import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MAX_LIST_ROWS } from '../../common/listLimits';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';

export type Who = 'admin' | 'member';
type Row = Record<string, unknown>;
type Scalar = string | number | boolean;

/** One request the sweep measures: who asks which page of a list, under what filter and sort. */
export interface Probe {
  list: string;
  label: string;
  who: Who;
  url: string;
  /** The page's first row and size: what it may read depends on them. */
  range: { offset: number; limit: number };
}

/** The values a path's parameters take for each caller, by name (the busiest wallet, a tool). */
export type PathValues = Record<Who, Record<string, Record<string, number>>>;

/** Where the sweep reads path-scoped lists: the busiest wallet, the newest, the member's own. */
export async function pathValues(db: Database): Promise<PathValues> {
  const [ids] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select id from wallets where code = 'TREASURY') as treasury,
      (select max(id) from wallets where user_id is not null) as newest,
      (select w.id from wallets w join users u on u.id = w.user_id
       where u.email = 'member@beli.local') as own,
      (select min(id) from tools) as tool`),
  );
  const tool = { first: ids!.tool! };
  return {
    admin: { walletId: { treasury: ids!.treasury!, newest: ids!.newest! }, id: tool },
    member: { walletId: { own: ids!.own! }, id: tool },
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Values of filters that no row carries under their own name (a user's `status`), by list. */
const FILTER_VALUES: Record<string, Record<string, Scalar[]>> = {
  '/api/users': { status: ['active', 'disabled'], groupId: [1] },
  '/api/skins': { labelKind: ['tier', 'season'] },
  '/api/transactions': { initiatorId: [1] },
  '/api/audit-events': {
    verb: ['POST', 'DELETE'],
    at_gte: [hoursAgo(1), hoursAgo(24 * 365)],
    at_lte: [hoursAgo(1), hoursAgo(24 * 365)],
  },
};
/** A word no text holds, and an id no row has: a filter's value that matches nothing. */
const MISS = { string: 'khôngcó', number: 2_000_000_000 } as const;
const VALUES_PER_FILTER = 2;
const PAGE = 25;

const listUrl = (path: string, query: { sort?: [string, string]; start?: number; filter?: Row }) =>
  `/api/${path}?${new URLSearchParams({
    ...(query.sort && { sort: JSON.stringify(query.sort) }),
    range: JSON.stringify([query.start ?? 0, (query.start ?? 0) + PAGE - 1]),
    filter: JSON.stringify(query.filter ?? {}),
  })}`;

/** `url` with each `:param` replaced, once per combination of their values, and its label. */
function concretePaths(
  url: string,
  values: Record<string, Record<string, number>>,
): { path: string; label: string }[] | undefined {
  let paths = [{ path: url.replace(/^\/api\//, ''), label: url.replace(/^\/api\//, '') }];
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    const choices = Object.entries(values[name!] ?? {});
    if (!choices.length) return undefined;
    paths = paths.flatMap(({ path, label }) =>
      choices.map(([what, value]) => ({
        path: path.replace(`:${name}`, String(value)),
        label: label.replace(`:${name}`, `{${what}}`),
      })),
    );
  }
  return paths;
}

/** Every scalar found under `key` in a row or one level down (a transaction's `from.walletId`). */
function valuesUnder(rows: Row[], key: string): Scalar[] {
  const found = rows.flatMap((row) => [
    row[key],
    ...Object.values(row).map((v) => (v && typeof v === 'object' ? (v as Row)[key] : undefined)),
  ]);
  const scalars = found.filter((v): v is Scalar =>
    ['string', 'number', 'boolean'].includes(typeof v),
  );
  return [...new Set(scalars)].slice(0, VALUES_PER_FILTER);
}

/** Words a search may hit: the first word of each text of a row. */
function searchWords(rows: Row[]): Scalar[] {
  const words = rows
    .slice(0, 1)
    .flatMap((row) => Object.values(row))
    .filter((v): v is string => typeof v === 'string')
    .map((text) => text.split(/\s+/)[0]!)
    .filter((word) => /^\p{L}{3,}$/u.test(word));
  return [...new Set(words)].slice(0, VALUES_PER_FILTER - 1);
}

/** A value of the same kind as `hits` that no row holds, if the kind has one. */
function missOf(hits: Scalar[]): Scalar | undefined {
  const kind = typeof hits[0];
  return kind === 'string' || kind === 'number' ? MISS[kind] : undefined;
}

interface Sweepable {
  url: string;
  sorts: string[];
  filters: string[];
}

/** A Content-Range's total: after its last slash, as a unit may hold one (`payments/orders`). */
export const totalOf = (contentRange: unknown) => Number(String(contentRange).split('/').at(-1));

type Get = (who: Who, url: string) => Promise<{ status: number; rows: Row[]; total: number }>;

/**
 * Every pair a list offers, generated from the lists the app registered (`routeAccess` entries
 * with `config.list`, whose sorts and filters are the route's own whitelist), so a list, sort or
 * filter is swept the day it is added: for each caller who may read the list, each of its
 * filters (values read from its own rows, or a referenced list's ids: `tagId` from
 * `/api/tags`; each search word; a value no row holds) and none, crossed with every sort both
 * ways, on the first page and on the deepest page the list offers under that filter. Lists or
 * filters it finds no value for, and pairs the route refuses, are answered in `unswept`.
 */
export async function listProbes(
  app: FastifyInstance,
  tokens: Record<Who, string>,
  pathValues: PathValues,
): Promise<{ probes: Probe[]; unswept: string[] }> {
  const get: Get = async (who, url) => {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${tokens[who]}` } });
    const ok = response.statusCode === 200;
    return {
      status: response.statusCode,
      rows: ok ? response.json<Row[]>() : [],
      total: ok ? totalOf(response.headers['content-range']) : 0,
    };
  };
  const lists: Sweepable[] = app.routeAccess.flatMap((r) =>
    r.method === 'GET' && r.list ? [{ url: r.url, ...r.list }] : [],
  );
  const probes: Probe[] = [];
  const unswept: string[] = [];
  for (const who of ['admin', 'member'] as const) {
    for (const list of lists) {
      const paths = concretePaths(list.url, pathValues[who]);
      if (!paths) {
        unswept.push(`${who} ${list.url}: no value for its path`);
        continue;
      }
      for (const { path, label } of paths) {
        const swept = await sweepOne(get, who, list, path);
        probes.push(
          ...swept.probes.map((p) => ({ ...p, list: label, label: `${who} ${label} ${p.label}` })),
        );
        unswept.push(...swept.unswept.map((what) => `${who} ${path}: ${what}`));
      }
    }
  }
  return { probes, unswept };
}

/** One caller's pairs of one list at one path (see listProbes). */
async function sweepOne(get: Get, who: Who, list: Sweepable, path: string) {
  const probes: Omit<Probe, 'list'>[] = [];
  const unswept: string[] = [];
  const first = await get(who, listUrl(path, {}));
  if (first.status === 403) return { probes, unswept };
  const samples = [...first.rows];
  for (const field of list.sorts) {
    for (const order of ['ASC', 'DESC']) {
      samples.push(...(await get(who, listUrl(path, { sort: [field, order] }))).rows.slice(0, 1));
    }
  }
  const filters: { label: string; filter: Row; miss?: boolean }[] = [{ label: 'all', filter: {} }];
  for (const filter of list.filters) {
    const hits = await filterValues(list.url, filter, samples, (url) => get('admin', url));
    if (!hits.length) unswept.push(`filter ${filter}, no value`);
    const miss = missOf(filter === 'q' ? [MISS.string] : hits);
    for (const value of miss === undefined ? hits : [...hits, miss]) {
      const label = `${filter}=${JSON.stringify(value)}`;
      filters.push({ label, filter: { [filter]: value }, miss: value === miss });
    }
  }
  for (const { label, filter, miss } of filters) {
    const { status, total } = await get(who, listUrl(path, { filter }));
    // A value outside the filter's own set is refused (400): there is nothing to read.
    if (status !== 200 && !(miss && status === 400)) unswept.push(`${label}: ${status}`);
    if (status !== 200) continue;
    const deepest = Math.min(total, MAX_LIST_ROWS) - PAGE;
    const starts = deepest > 0 ? [0, deepest] : [0];
    for (const field of list.sorts) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const start of starts) {
          probes.push({
            label: `${label} by ${field} ${order.toLowerCase()}${start ? ` from row ${start}` : ''}`,
            who,
            url: listUrl(path, { sort: [field, order], start, filter }),
            range: { offset: start, limit: PAGE },
          });
        }
      }
    }
  }
  return { probes, unswept };
}

async function filterValues(
  list: string,
  filter: string,
  rows: Row[],
  get: (url: string) => Promise<{ rows: Row[] }>,
): Promise<Scalar[]> {
  if (filter === 'q') return searchWords(rows);
  const own = valuesUnder(rows, filter);
  if (own.length) return own;
  const referenced = /^(\w+)Id$/.exec(filter)?.[1];
  if (referenced) {
    const ids = (await get(listUrl(`${referenced}s`, {}))).rows.map((r) => r.id as number);
    if (ids.length) return ids.slice(0, VALUES_PER_FILTER);
  }
  return FILTER_VALUES[list]?.[filter] ?? [];
}
