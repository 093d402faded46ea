import { TRANSACTION_TYPE_LABELS } from '../../../common/labels';
import {
  amountColumn,
  column,
  labelColumn,
  timeColumn,
  type ExportRow,
} from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';

interface Party {
  name: string;
  code: string | null;
  email: string | null;
}

/** A side of a transaction as the app shows it: `Tên (CODE)` for a system wallet. */
const partyName = (party: unknown) => {
  const { name, code, email } = party as Party;
  return code ? `${name} (${code})` : email ? `${name} <${email}>` : name;
};

/** Transactions, after the list's expand into views (both sides named). */
export const transactionExport: ExportSpec = {
  fileName: 'Giao_dịch',
  columns: [
    column('Mã', 'id'),
    timeColumn('Thời gian', 'createdAt'),
    labelColumn('Loại', 'type', TRANSACTION_TYPE_LABELS),
    column('Từ', (row: ExportRow) => partyName(row.from)),
    column('Đến', (row: ExportRow) => partyName(row.to)),
    amountColumn('Số tiền (BELI)', 'amount'),
    column('Ghi chú', 'memo'),
  ],
};

/** One wallet's entries, after the list's expand (type, memo, the other side). */
export const entryExport: ExportSpec = {
  fileName: 'Bút_toán_ví',
  columns: [
    timeColumn('Thời gian', 'createdAt'),
    labelColumn('Loại', 'type', TRANSACTION_TYPE_LABELS),
    column('Bên kia', (row: ExportRow) => partyName(row.counterparty)),
    amountColumn('Số tiền (BELI)', 'amount'),
    amountColumn('Số dư sau (BELI)', 'balanceAfter'),
    column('Ghi chú', 'memo'),
    column('Mã giao dịch', 'transactionId'),
  ],
};
