import type { Executor } from '../../db/client';
import { wallets } from '../../db/schema';
import { SYSTEM_WALLETS } from './ledger';
import { ensureEveryUserHasAWallet } from './userWallet';

const SEEDED = [
  {
    code: SYSTEM_WALLETS.treasury,
    name: 'Kho bạc',
    description: 'Phát hành BELI cho các lần nạp tiền và điều chỉnh; được phép âm.',
    allowNegative: true,
  },
  {
    code: SYSTEM_WALLETS.promotion,
    name: 'Khuyến mãi',
    description: 'Trả thưởng khuyến mãi khi nạp tiền; được phép âm.',
    allowNegative: true,
  },
  {
    code: SYSTEM_WALLETS.revenue,
    name: 'Doanh thu',
    description: 'Nhận tiền phí dùng công cụ.',
    allowNegative: false,
  },
];

/** The three system wallets, and a wallet for every user who lacks one. */
export async function seedWallets(db: Executor): Promise<void> {
  await db.insert(wallets).values(SEEDED).onConflictDoNothing();
  await ensureEveryUserHasAWallet(db);
}
