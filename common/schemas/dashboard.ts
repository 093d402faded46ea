import { z } from 'zod';

/** GET /dashboard/stats: the admin dashboard's four figures. */
export const dashboardStats = z.object({
  users: z.number(),
  beliHeldByUsers: z.number(),
  topups30Days: z.object({ count: z.number(), amount: z.number() }),
  toolRuns7Days: z.number(),
});

/** GET /dashboard/series: one row a day, oldest first. */
export const dashboardSeriesDay = z.object({
  day: z.string().describe('Ngày theo giờ Việt Nam, YYYY-MM-DD'),
  topups: z.number().int(),
  topupBeli: z.number().int(),
  runs: z.number().int(),
  tasks: z.number().int(),
});
