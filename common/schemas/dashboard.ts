import { z } from 'zod';

/** GET /dashboard/stats: the admin dashboard's four figures. */
export const dashboardStats = z.object({
  users: z.number(),
  beliHeldByUsers: z.number(),
  topups30Days: z.object({ count: z.number(), amount: z.number() }),
  toolRuns7Days: z.number(),
});
