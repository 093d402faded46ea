import type { FastifyInstance } from 'fastify';
import { MAX_LIST_ROWS } from '../../common/listLimits';

export type Who = 'admin' | 'member';
type Row = Record<string, unknown>;
type Scalar = string | number | boolean;

/** One request the sweep times: who asks what. */
export interface Probe {
  list: string;
  label: string;
  who: Who;
  url: string;
}

/** The values a path's parameters take for each caller, by name (the busiest wallet, a tool). */
export type PathValues = Record<Who, Record<string, Record<string, number>>>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Values of filters that no row carries under their own name (a user's `status`), by list. */
const FILTER_VALUES: Record<string, Record<string, Scalar[]>> = {
  '/api/users': { status: ['active', 'disabled'], groupId: [1] },
  '/api/audit-events': {
    verb: ['POST', 'DELETE'],
    at_gte: [hoursAgo(1), hoursAgo(24 * 365)],
    at_lte: [hoursAgo(1), hoursAgo(24 * 365)],
  },
};
const MISS = 'khôngcó';
const VALUES_PER_FILTER = 3;
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

/** Words a search may hit: the first word of each text of a row, and one that hits nothing. */
function searchWords(rows: Row[]): Scalar[] {
  const words = rows
    .slice(0, 1)
    .flatMap((row) => Object.values(row))
    .filter((v): v is string => typeof v === 'string')
    .map((text) => text.split(/\s+/)[0]!)
    .filter((word) => /^\p{L}{3,}$/u.test(word));
  return [...new Set(words)].slice(0, VALUES_PER_FILTER - 1).concat(MISS);
}

interface Sweepable {
  url: string;
  sorts: string[];
  filters: string[];
}

/**
 * The probes of every list route the app registered (`routeAccess` entries with `config.list`):
 * for each caller who may read it, page 1 in its default order, in every sort both ways, its
 * deepest offered page, and page 1 under each filter with values read from its own rows (or a
 * referenced list's ids, `tagId` from `/api/tags`), each search word and a miss. Lists or
 * filters it finds no value for are answered in `unswept`.
 */
export async function listProbes(
  app: FastifyInstance,
  tokens: Record<Who, string>,
  pathValues: PathValues,
): Promise<{ probes: Probe[]; unswept: string[] }> {
  const get = async (who: Who, url: string) => {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${tokens[who]}` } });
    return {
      status: response.statusCode,
      rows: response.statusCode === 200 ? response.json<Row[]>() : [],
      range: response.headers['content-range'],
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
      for (const { path, label: listLabel } of paths) {
        const first = await get(who, listUrl(path, {}));
        if (first.status === 403) continue;
        const probe = (label: string, url: string) =>
          probes.push({ list: listLabel, label: `${who} ${listLabel} ${label}`, who, url });
        probe('page 1', listUrl(path, {}));
        const samples = [...first.rows];
        for (const field of list.sorts) {
          for (const order of ['ASC', 'DESC']) {
            const url = listUrl(path, { sort: [field, order] });
            probe(`by ${field} ${order.toLowerCase()}`, url);
            samples.push(...(await get(who, url)).rows.slice(0, 1));
          }
        }
        if (first.range?.endsWith(`/${MAX_LIST_ROWS}`)) {
          probe(`row ${MAX_LIST_ROWS - PAGE}`, listUrl(path, { start: MAX_LIST_ROWS - PAGE }));
        }
        for (const filter of list.filters) {
          const values = await filterValues(list.url, filter, samples, (url) => get('admin', url));
          if (!values.length) unswept.push(`${who} ${path}: filter ${filter}, no value`);
          for (const value of values) {
            probe(
              `${filter}=${JSON.stringify(value)}`,
              listUrl(path, { filter: { [filter]: value } }),
            );
          }
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
