import { registerMessages } from '../../providers/i18nProvider';
import {
  BANK_EVENT_REASON_LABELS,
  BANK_EVENT_STATUS_LABELS,
  ORDER_SETTLED_BY_LABELS,
  ORDER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../../../common/labels';

export const paymentMessages = {
  app: {
    reconciliation: {
      title: 'Đối soát ngân hàng',
      from: 'Từ',
      to: 'Đến',
      compare: 'Đối soát',
      summary: 'Ngân hàng: %{bank} giao dịch · BELI: %{portal} báo có trong khoảng này',
      incomplete:
        'Chưa đọc hết giao dịch ngân hàng của khoảng này: đọc được %{pages} trang, dừng ở trang %{next} (%{reason}). Hai danh sách dưới đây có thể chưa đủ; hãy đối soát lại sau.',
      missingInPortal: 'Có ở ngân hàng, chưa có trong BELI',
      missingInBank: 'Có trong BELI, không thấy ở ngân hàng',
      none: 'Không có chênh lệch.',
      ingest: 'Nhận các giao dịch còn thiếu',
      ingested: 'Đã nhận các giao dịch ngân hàng còn thiếu',
      providerId: 'Mã SePay',
      date: 'Thời điểm',
      amount: 'Số tiền',
      content: 'Nội dung',
      kind: 'Loại',
      status: 'Trạng thái',
      kinds: { event: 'Báo có', order: 'Đơn xác nhận tay' },
      notConfigured:
        'Chưa cấu hình SEPAY_API_TOKEN: chưa đối soát được với ngân hàng. Hãy đặt SEPAY_API_TOKEN (và SEPAY_API_URL nếu cần) rồi khởi động lại máy chủ.',
    },
    payment: {
      title: 'Nạp tiền',
      intro:
        'Nạp BELI bằng chuyển khoản ngân hàng qua VietQR. BELI được cộng tự động khi ngân hàng báo đã nhận tiền.',
      choose: 'Chọn số tiền nạp',
      custom: 'Số tiền khác (đồng)',
      rate: 'Tỷ giá: %{vnd} = 1 BELI. Mỗi lần nạp từ %{min} đến %{max}.',
      youGet: 'Bạn nhận',
      bonus: 'Khuyến mãi +%{percent}: tặng thêm %{bonus}',
      outOfBounds: 'Số tiền phải từ %{min} đến %{max}',
      create: 'Tạo mã thanh toán',
      scan: 'Quét mã QR bằng ứng dụng ngân hàng, hoặc chuyển khoản đúng số tiền và nội dung dưới đây.',
      qrAlt: 'Mã VietQR chuyển %{amount} với nội dung %{memo}',
      bank: 'Ngân hàng',
      accountNumber: 'Số tài khoản',
      accountName: 'Chủ tài khoản',
      amount: 'Số tiền',
      memo: 'Nội dung chuyển khoản',
      copy: 'Sao chép %{field}',
      copied: 'Đã sao chép %{field}',
      expiresIn: 'Mã hết hạn sau %{time}',
      waiting: 'Đang chờ ngân hàng xác nhận…',
      loading: 'Đang tải đơn nạp tiền',
      expired:
        'Đơn đã hết hạn. Nếu bạn đã chuyển khoản, BELI vẫn được cộng khi ngân hàng báo về; nếu chưa, hãy tạo đơn mới.',
      cancelled: 'Đơn này đã bị hủy.',
      cancel: 'Hủy đơn này',
      cancelledByYou: 'Đã hủy đơn nạp tiền',
      success: 'Nạp tiền thành công!',
      credited: 'Đã cộng %{beli} vào ví của bạn.',
      bonusCredited: 'Khuyến mãi: thêm %{bonus}.',
      balance: 'Số dư mới: %{balance}',
      late: 'Thanh toán sau khi đơn hết hạn',
      another: 'Nạp thêm',
      myOrders: 'Đơn nạp của bạn',
      noOrders: 'Bạn chưa có đơn nạp nào.',
      status: ORDER_STATUS_LABELS,
    },
  },
  resources: {
    // Its name and labels: common/resources/paymentOrders.ts.
    'admin/payment/orders': {
      status: ORDER_STATUS_LABELS,
      settledBy: ORDER_SETTLED_BY_LABELS,
      confirm: {
        button: 'Xác nhận đã nhận tiền',
        title: 'Xác nhận đơn %{memo}',
        help: 'Cộng BELI như khi ngân hàng báo về. Nhập số tiền thực nhận nếu khác số tiền đặt.',
        amount: 'Số tiền thực nhận (đồng)',
        done: 'Đã xác nhận và cộng BELI',
      },
      cancel: {
        button: 'Hủy đơn',
        title: 'Hủy đơn %{memo}?',
        content: 'Đơn sẽ không còn được cộng tự động khi tiền về.',
        done: 'Đã hủy đơn',
      },
    },
    // Its name and labels: common/resources/bankEvents.ts.
    'admin/payment/events': {
      status: BANK_EVENT_STATUS_LABELS,
      reason: BANK_EVENT_REASON_LABELS,
      transferType: TRANSFER_TYPE_LABELS,
      assign: {
        button: 'Gán cho người dùng',
        title: 'Gán giao dịch %{amount}',
        help: 'BELI của khoản tiền này được cộng cho người dùng có e-mail dưới đây.',
        email: 'E-mail người nhận',
        done: 'Đã gán và cộng BELI',
      },
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(paymentMessages);
