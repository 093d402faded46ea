import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { safeSum } from '../../lib/exactSum';
import { toolRuns, toolTasks, transactions } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { dashboardSeriesDay as day } from '../../../common/schemas/dashboard';

export const SERIES_DAYS = 30;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * One row a day for the last SERIES_DAYS days, today included, days cut at midnight in Vietnam
 * (a day with nothing is zeros): top-ups (count, BELI) and tool use (ghep-anh runs, paid tasks).
 */
async function dailySeries(db: Database) {
  // Constants, written into the statement: a parameter would leave `date - $1` ambiguous.
  const zone = sql.raw(`'${TIME_ZONE}'`);
  const last = sql.raw(String(SERIES_DAYS - 1));
  const first = sql`((now() at time zone ${zone})::date - ${last})`;
  const since = sql`(${first}::timestamp at time zone ${zone})`;
  const dayOf = (column: unknown) => sql`(${column} at time zone ${zone})::date`;
  const result = await db.execute(sql`
    with days as (
      select (${first} + offs)::date as day from generate_series(0, ${last}) as offs
    ),
    topups as (
      select ${dayOf(transactions.createdAt)} as day, count(*) as n, sum(${transactions.amount}) as beli
      from ${transactions}
      where ${transactions.type} = 'topup' and ${transactions.createdAt} >= ${since}
      group by 1
    ),
    runs as (
      select ${dayOf(toolRuns.createdAt)} as day, count(*) as n from ${toolRuns}
      where ${toolRuns.createdAt} >= ${since} group by 1
    ),
    tasks as (
      select ${dayOf(toolTasks.createdAt)} as day, count(*) as n from ${toolTasks}
      where ${toolTasks.createdAt} >= ${since} and not ${toolTasks.free} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(topups.n, 0) as topups, coalesce(topups.beli, 0) as topup_beli,
      coalesce(runs.n, 0) as runs, coalesce(tasks.n, 0) as tasks
    from days
      left join topups on topups.day = days.day
      left join runs on runs.day = days.day
      left join tasks on tasks.day = days.day
    order by days.day`);
  return rowsOf<Record<'day' | 'topups' | 'topup_beli' | 'runs' | 'tasks', string>>(result).map(
    (row) => ({
      day: row.day,
      topups: Number(row.topups),
      topupBeli: safeSum(row.topup_beli, `Tổng nạp tiền ngày ${row.day}`),
      runs: Number(row.runs),
      tasks: Number(row.tasks),
    }),
  );
}

/** GET /dashboard/series: the dashboard's charts, same permission as its figures. */
export const dashboardSeriesRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/dashboard/series',
    {
      config: { permission: PERMISSIONS.configPrivateAll },
      schema: {
        tags: ['dashboard'],
        summary: `Nạp tiền và lượt dùng công cụ theo ngày, ${SERIES_DAYS} ngày gần nhất (giờ Việt Nam)`,
        response: { 200: z.object({ data: z.array(day) }) },
      },
    },
    async () => ({ data: await dailySeries(db) }),
  );
};
