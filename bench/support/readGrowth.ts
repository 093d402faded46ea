import { MAX_LIST_ROWS } from '../../common/listLimits';

/** What one list request read and answered at one size of the data. */
export interface ListWork {
  /** Shared buffers its read statements touched (`pageReadsMeter`). */
  buffers: number;
  /** Its Content-Range total: the rows it counted, capped at MAX_LIST_ROWS. */
  total: number;
}

const PAGE = 25;
/**
 * Below this many pages (8 MB of buffers, about a millisecond) a request's reads are a page of
 * rows and an index's descent whatever their growth: where its rows sit on disk moves it more.
 */
export const PAGES_THAT_MATTER = 1_000;

/** The rows a list must touch whatever its plan: those it counts (capped) and a page. */
const rowsNeeded = ({ total }: ListWork) => Math.min(total, MAX_LIST_ROWS) + PAGE;

/**
 * Each probe's worst growth against logarithmic growth (`per row / log`): at every size after
 * the first, how much its pages read grew, divided by how much the rows it must count and show
 * grew (a member's own list counts more rows as they make more), against log(rows of that size)
 * / log(rows of the first). Over 1, its work per needed row grew more than an index's descent
 * does: a scan, or a walk past rows it does not answer; `beyond` where that is so at a size
 * where it reads at least PAGES_THAT_MATTER. Those beyond first, then the most grown.
 */
export function growthBeyondLog(
  work: Record<string, Record<string, ListWork>>,
  sizes: { label: string; rows: number }[],
) {
  const [first, ...later] = sizes;
  if (!first || first.rows < 2) return [];
  return Object.entries(work)
    .filter(([, bySize]) => bySize[first.label])
    .map(([probe, bySize]) => {
      const base = bySize[first.label]!;
      const excesses = later.flatMap(({ label, rows }) => {
        const at = bySize[label];
        if (!at) return [];
        const perRow = at.buffers / base.buffers / (rowsNeeded(at) / rowsNeeded(base));
        const excess = perRow / (Math.log(rows) / Math.log(first.rows));
        return [{ excess, weighed: at.buffers >= PAGES_THAT_MATTER }];
      });
      const read = Object.fromEntries(
        Object.entries(bySize).map(([size, at]) => [size, `${at.buffers} / ${at.total}`]),
      );
      return {
        probe,
        ...read,
        'per row / log': Number(Math.max(0, ...excesses.map((e) => e.excess)).toFixed(2)),
        beyond: excesses.some((e) => e.weighed && e.excess > 1),
      };
    })
    .sort((a, b) => Number(b.beyond) - Number(a.beyond) || b['per row / log'] - a['per row / log']);
}
