/** The home page and its cards (the side menu reads their titles on every page), the banner. */
export const homeMessages = {
  app: {
    home: {
      greeting: 'Xin chào, %{name}',
      anonymous: 'Bạn chưa đăng nhập. Đăng nhập để dùng công cụ, xem ví BELI và nạp tiền.',
      awaitingTitle: 'Chờ duyệt',
      awaitingText:
        'Tài khoản %{email} đã được tạo và đang chờ quản trị viên duyệt. Khi được duyệt, bạn tải lại trang này để bắt đầu dùng cổng; cần gấp, hãy liên hệ quản trị viên.',
      waitingCount: '%{smart_count} tài khoản mới đang chờ duyệt',
      waitingOpen: 'Xem và duyệt',
    },
    cards: {
      admin: {
        title: 'Quản trị',
        description: 'Người dùng, phân quyền, cấu hình, ví và nội dung.',
      },
      support: {
        title: 'Báo lỗi và hỗ trợ',
        description: 'Gặp sự cố? Gửi cho đội hỗ trợ, phản hồi trong vòng 24 giờ.',
        unset: 'Chưa cấu hình địa chỉ hỗ trợ.',
      },
      profile: {
        title: 'Thông tin cá nhân',
        description: 'Hồ sơ, số dư BELI và giao dịch gần đây.',
      },
      tools: { title: 'Danh sách công cụ', description: 'Các công cụ ghép ảnh bạn có thể dùng.' },
      payment: { title: 'Nạp tiền', description: 'Nạp BELI bằng chuyển khoản VietQR.' },
      tutorial: { title: 'Hướng dẫn sử dụng', description: 'Cách đăng nhập, nạp tiền và video.' },
      login: {
        title: 'Đăng nhập / Đổi tài khoản',
        description: 'Đăng nhập bằng tài khoản Google.',
      },
      newTab: '(mở trong thẻ mới)',
    },
    banner: {
      text: 'Khuyến mãi nạp tiền: tặng thêm %{bonus} BELI cho mỗi lần nạp.',
      endsIn: 'Kết thúc sau %{time}',
      days: '%{days} ngày',
      topUp: 'Nạp ngay',
    },
  },
};
