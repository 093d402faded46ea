import { registerMessages } from '../../providers/i18nProvider';

/** The admin index (its own cards) and its dashboard. */
export const adminHomeMessages = {
  app: {
    admin: {
      title: 'Quản trị',
      cards: {
        dashboard: { title: 'Bảng điều khiển', description: 'Số liệu tổng quan của cổng.' },
        permissions: { title: 'Quản lý phân quyền', description: 'Nhóm quyền và thành viên.' },
        config: { title: 'Cấu hình', description: 'Các mục cấu hình công khai và riêng tư.' },
        reconciliation: {
          title: 'Đối soát ngân hàng',
          description: 'So sao kê SePay với BELI; nhận các giao dịch webhook bỏ sót.',
        },
      },
    },
    dashboard: {
      title: 'Bảng điều khiển',
      noData: 'Chưa có số liệu',
      topupsFigure: '%{amount} · %{count} lần',
      stats: {
        users: 'Người dùng',
        beliHeld: 'BELI người dùng đang giữ',
        topups: 'Nạp tiền 30 ngày qua',
        toolRuns: 'Lượt dùng công cụ 7 ngày qua',
      },
      charts: {
        topups: 'Nạp tiền mỗi ngày (30 ngày)',
        topupBeli: 'BELI nạp',
        topupCount: 'Số lần nạp',
        toolUse: 'Lượt dùng công cụ mỗi ngày (30 ngày)',
        runs: 'Ghép ảnh',
        tasks: 'Ghép ảnh nâng cao',
      },
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(adminHomeMessages);
