// /api/search
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { searchHit, searchQuery, type SearchHit } from '../../../common/schemas/search';
import { rowsOf } from '../../db/rows';
import { wallets } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { HITS_PER_KIND, patternsOf, searchStatements } from './kinds';

/** GET /search?q=: users, transactions, orders, heroes, tags and skins the caller may read, ranked. */
export const searchRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/search',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['search'],
        summary:
          'Tìm người dùng, giao dịch, mã nạp tiền, tướng, thẻ và trang phục trong một lần gọi',
        description:
          `Chỉ những gì người gọi được xem: thành viên chỉ thấy giao dịch và lệnh nạp của mình. ` +
          `Mỗi loại tối đa ${HITS_PER_KIND} kết quả; trùng khớp cả chuỗi (rank 0) đứng trước ` +
          'bắt đầu bằng từ khóa (1), rồi chứa từ khóa (2).',
        querystring: searchQuery,
        response: { 200: z.object({ data: z.array(searchHit) }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [wallet] = await db
        .select({ id: wallets.id })
        .from(wallets)
        .where(eq(wallets.userId, user.id));
      const statements = searchStatements(patternsOf(request.query.q), user, wallet?.id ?? null);
      if (!statements.length) return { data: [] };
      const rows = rowsOf<SearchHit>(
        await db.execute(sql`select kind, id, label, coalesce(detail, '') as detail, rank
          from (${sql.join(statements, sql` union all `)}) hits order by rank, kind, label`),
      );
      return { data: rows.map((row) => ({ ...row, rank: Number(row.rank) })) };
    },
  );
};
