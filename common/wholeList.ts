/** Filtering and sorting a short list answered whole (groups, config), in the app and the server. */

type Row = Record<string, unknown>;

/** Lower case without Vietnamese diacritics, so "quan tri" finds "Quản trị". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'vi');
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
}

/** `q` searches the given fields (folded), every other filter matches a field exactly. */
export function filterWholeList<T extends Row>(
  rows: T[],
  filter: Record<string, unknown>,
  searchFields: (keyof T & string)[],
): T[] {
  const { q, ...exact } = filter;
  const needle = typeof q === 'string' ? foldText(q.trim()) : '';
  return rows.filter(
    (row) =>
      (!needle || searchFields.some((f) => foldText(String(row[f] ?? '')).includes(needle))) &&
      Object.entries(exact).every(([key, value]) => value === undefined || row[key] === value),
  );
}

export function sortWholeList<T extends Row>(
  rows: T[],
  { field = 'id', order = 'ASC' }: { field?: string; order?: string } = {},
): T[] {
  return [...rows].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
}
