import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { integer, pattern, text, yesNo } from './fields';

/** The system wallets (funds, promotions, revenue): never deleted, their code fixed at creation. */
export const systemWallets = defineResource({
  name: 'admin/wallet-system',
  apiPath: 'system-wallets',
  table: 'wallets',
  title: 'Ví hệ thống',
  access: { read: PERMISSIONS.walletAll, write: PERMISSIONS.walletAll },
  methods: ['list', 'get', 'create', 'update'],
  fields: {
    code: pattern('Mã', {
      pattern: '^[A-Z][A-Z0-9_]{1,31}$',
      message: 'Mã ví gồm 2–32 chữ in hoa, chữ số hoặc dấu gạch dưới',
      required: true,
      createOnly: true,
    }),
    name: text('Tên', {
      max: 100,
      required: true,
      messages: { empty: 'Tên ví không được để trống', max: 'Tên ví tối đa 100 ký tự' },
    }),
    description: text('Mô tả', {
      max: 500,
      multiline: true,
      messages: { max: 'Mô tả tối đa 500 ký tự' },
    }),
    allowNegative: yesNo('Được phép âm'),
    balance: integer('Số dư (BELI)', {
      min: -Number.MAX_SAFE_INTEGER,
      max: Number.MAX_SAFE_INTEGER,
      money: 'beli',
      readOnly: true,
    }),
  },
  represent: 'name',
  list: {
    columns: ['code', 'name', 'balance', 'allowNegative'],
    search: ['code', 'name'],
    filters: ['allowNegative'],
    sorts: ['code', 'name', 'balance'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  export: {
    fileName: 'Ví_hệ_thống',
    columns: ['code', 'name', 'description', 'balance', 'allowNegative', 'createdAt'],
  },
  card: { id: 'wallets', description: 'Quỹ, khuyến mãi, doanh thu và chuyển BELI.' },
  tag: 'wallets',
});
