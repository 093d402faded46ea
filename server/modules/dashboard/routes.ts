// /api/dashboard
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toolRuns, toolTasks, transactions, users, wallets } from '../../db/schema';
import { exactSum, safeSum } from '../../lib/exactSum';
import type { ModuleRoutes } from '../types';
import { dashboardStats as stats } from '../../../common/schemas/dashboard';
import { dashboardSeriesRoutes } from './series';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The admin dashboard's four figures, in one call. */
export const dashboardRoutes: ModuleRoutes = async (app, options) => {
  const { db } = options;
  app.get(
    '/dashboard/stats',
    {
      config: { permission: 'config.private.all' },
      schema: {
        tags: ['dashboard'],
        summary: 'Bốn số liệu của trang tổng quan quản trị',
        response: { 200: z.object({ data: stats }) },
      },
    },
    async () => {
      const [[people], [held], [topups], [runs], [tasks]] = await Promise.all([
        db.select({ n: count() }).from(users),
        db
          .select({ total: exactSum(wallets.balance) })
          .from(wallets)
          .where(isNotNull(wallets.userId)),
        db
          .select({ n: count(), total: exactSum(transactions.amount) })
          .from(transactions)
          .where(and(eq(transactions.type, 'topup'), gte(transactions.createdAt, daysAgo(30)))),
        db
          .select({ n: count() })
          .from(toolRuns)
          .where(gte(toolRuns.createdAt, daysAgo(7))),
        db
          .select({ n: count() })
          .from(toolTasks)
          .where(and(eq(toolTasks.free, false), gte(toolTasks.createdAt, daysAgo(7)))),
      ]);
      return {
        data: {
          users: people!.n,
          beliHeldByUsers: safeSum(held!.total, 'Tổng BELI người dùng đang giữ'),
          topups30Days: {
            count: topups!.n,
            amount: safeSum(topups!.total, 'Tổng nạp tiền 30 ngày'),
          },
          toolRuns7Days: runs!.n + tasks!.n,
        },
      };
    },
  );

  await app.register(dashboardSeriesRoutes, options);
};
