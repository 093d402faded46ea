// /api/wallets
import { sql } from 'drizzle-orm';
import { formatBeli } from '../../../common/beli';
import { preparedStatement } from '../../db/prepared';
import { notFound, unprocessable } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { postTransaction } from './ledger';
import { storedTransferLimits, transferLimitsOf, type StoredTransferLimits } from './limits';
import { z } from 'zod';
import {
  postedResponse,
  recipientAnswer,
  recipientQuery,
  transferBody,
} from '../../../common/schemas/wallets';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { postedAsAudited, viewOfPosted } from './views';
import { countRecipientLookup } from './recipientLookups';

interface TransferReads extends StoredTransferLimits {
  recipient_id: number | null;
  recipient_name: string;
  recipient_email: string;
  recipient_disabled: boolean;
  recipient_wallet_id: number | null;
  sender_wallet_id: number | null;
}

type Parties = TransferReads & { recipient_id: number };

/** The transfer limits, the recipient found by e-mail (if any) and both users' wallets, in one query. */
const transferReads = preparedStatement<TransferReads>(
  'transfer_reads',
  sql`select ${storedTransferLimits},
      r.id as recipient_id, r.name as recipient_name, r.email as recipient_email,
      r.disabled_at is not null as recipient_disabled,
      (select id from wallets where user_id = r.id) as recipient_wallet_id,
      (select id from wallets where user_id = ${sql.placeholder('sender')}::int) as sender_wallet_id
    from (select) as one left join users r on r.email = ${sql.placeholder('email')}::text`,
);

const refuse = (message: string, code: string) =>
  unprocessable(message, code, { toEmail: message });

/** The recipient a transfer may go to: someone else, enabled. */
function acceptedRecipient(reads: TransferReads, senderId: number): Parties {
  const { recipient_id: id } = reads;
  if (id === null) throw refuse('Không tìm thấy người nhận với e-mail này', 'RECIPIENT_NOT_FOUND');
  if (id === senderId) throw refuse('Không thể chuyển tiền cho chính mình', 'SELF_TRANSFER');
  if (reads.recipient_disabled)
    throw refuse('Tài khoản người nhận đã bị khóa', 'RECIPIENT_DISABLED');
  return { ...reads, recipient_id: id };
}

/**
 * POST /wallets/transfer: from the signed-in user's own wallet to a user found by e-mail. Four
 * statements: the session, the rate limit's count, the limits with the parties, and the posting
 * with its audit event; the answer is built from what they returned.
 */
export const transferRoutes: ModuleRoutes = async (app, { db, windows }) => {
  app.get(
    '/wallets/transfer/recipient',
    {
      config: { permission: 'permission.me' },
      schema: {
        tags: ['wallets'],
        summary: 'Người sẽ nhận một lần chuyển (tên và e-mail), để xác nhận trước khi chuyển',
        description:
          'Chỉ theo đúng e-mail; người không tìm thấy, chính mình hay đã bị khóa: 422. Mỗi thành viên 30 lần trong 10 phút (tính cả những lần chuyển tới e-mail không có tài khoản), quá thì 429.',
        querystring: recipientQuery,
        response: { 200: z.object({ data: recipientAnswer }) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await countRecipientLookup(windows, me.id);
      const [reads] = await transferReads(db, { sender: me.id, email: request.query.email });
      const { recipient_name: name, recipient_email: email } = acceptedRecipient(reads!, me.id);
      return { data: { name, email } };
    },
  );

  app.post(
    '/wallets/transfer',
    {
      config: { permission: 'permission.me', audit: { snapshot: postedAsAudited } },
      schema: {
        tags: ['wallets'],
        summary: 'Chuyển BELI từ ví của mình cho người dùng khác',
        headers: idempotencyHeaders,
        body: transferBody,
        response: postedResponse,
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { toEmail, amount, memo } = request.body;
      const [reads] = await transferReads(db, { sender: me.id, email: toEmail });
      const limits = transferLimitsOf(reads!);
      if (amount < limits.min || amount > limits.max) {
        const message = `Số tiền chuyển phải từ ${formatBeli(limits.min)} đến ${formatBeli(limits.max)}`;
        throw unprocessable(message, 'TRANSFER_LIMIT', { amount: message });
      }
      // An address without an account answers like a lookup's: counted as one, or the transfer
      // would walk a list of addresses past the lookup's limit.
      if (reads!.recipient_id === null) await countRecipientLookup(windows, me.id);
      const parties = acceptedRecipient(reads!, me.id);
      const fromWalletId = parties.sender_wallet_id;
      const toWalletId = parties.recipient_wallet_id;
      if (fromWalletId === null || toWalletId === null) throw notFound('Người dùng chưa có ví');
      const posted = await postTransaction(db, {
        type: 'transfer',
        fromWalletId,
        toWalletId,
        amount,
        memo,
        initiatorId: me.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(posted.replayed ? 200 : 201);
      const from = {
        walletId: fromWalletId,
        userId: me.id,
        code: null,
        name: me.name,
        email: me.email,
      };
      const to = {
        walletId: toWalletId,
        userId: parties.recipient_id,
        code: null,
        name: parties.recipient_name,
        email: parties.recipient_email,
      };
      return { data: viewOfPosted(posted.transaction, from, to) };
    },
  );
};
