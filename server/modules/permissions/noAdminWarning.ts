import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_GROUP_NAME } from '../../../common/permissions';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { groupHasNoActiveMember } from './membership';

/**
 * At start, while no enabled user is an admin: says how to make the first one. Production never
 * makes one by a sign-in unless ADMIN_EMAILS names them. A database that does not answer now is
 * the readiness probe's to report, not this.
 */
export async function warnWithoutAdmin(db: Database, env: Env, log: FastifyBaseLogger) {
  const none = await groupHasNoActiveMember(db, ADMIN_GROUP_NAME).catch(() => false);
  if (!none) return;
  const bySignIn =
    env.ADMIN_EMAILS.length > 0
      ? `hoặc đợi một người trong ADMIN_EMAILS đăng nhập`
      : env.NODE_ENV === 'production'
        ? 'hoặc đặt ADMIN_EMAILS'
        : 'hoặc để người đầu tiên đăng nhập (chỉ ngoài production)';
  log.warn(
    `Chưa có quản trị viên nào: sau khi người đó đăng nhập một lần, chạy \`npm run admin -- grant E-MAIL\` ${bySignIn}.`,
  );
}
