/** The pages everyone meets: landing, home and its cards, banner, tutorial, admin index. */
export const homeMessages = {
  app: {
    home: {
      greeting: 'Xin chào, %{name}',
      anonymous: 'Bạn chưa đăng nhập. Đăng nhập để dùng công cụ, xem ví BELI và nạp tiền.',
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
    banner: {
      text: 'Khuyến mãi nạp tiền: tặng thêm %{bonus} BELI cho mỗi lần nạp.',
      endsIn: 'Kết thúc sau %{time}',
      days: '%{days} ngày',
      topUp: 'Nạp ngay',
    },
    tutorial: {
      title: 'Hướng dẫn sử dụng',
      login: {
        title: 'Đăng nhập',
        steps: {
          s1: 'Bấm "Đăng nhập bằng Google" ở trang chủ hoặc trang giới thiệu.',
          s2: 'Chọn tài khoản Google của công ty và cho phép đăng nhập.',
          s3: 'Bạn được đưa về trang chủ; các thẻ hiện theo quyền của tài khoản.',
          s4: 'Muốn đổi tài khoản, dùng thẻ "Đăng nhập / Đổi tài khoản" hoặc đăng xuất ở menu tài khoản.',
        },
      },
      topUp: {
        title: 'Nạp tiền',
        steps: {
          s1: 'Mở "Nạp tiền" và nhập số tiền muốn nạp.',
          s2: 'Quét mã VietQR bằng ứng dụng ngân hàng; giữ nguyên nội dung chuyển khoản.',
          s3: 'BELI được cộng vào ví tự động khi ngân hàng báo tiền về.',
          s4: 'Khi có khuyến mãi, phần thưởng thêm được cộng cùng lúc.',
        },
      },
      video: {
        title: 'Video',
        open: 'Mở video hướng dẫn',
        unset:
          'Chưa có video hướng dẫn. Quản trị viên có thể đặt đường dẫn ở mục cấu hình TUTORIAL_VIDEO_URL.',
      },
    },
    landing: {
      tagline: 'Cổng công cụ nội bộ: ghép ảnh, ví BELI, nạp tiền và quản trị nội dung game.',
      enter: 'Vào ứng dụng',
      tutorial: 'Xem hướng dẫn',
      features: {
        tools: {
          title: 'Công cụ ghép ảnh',
          text: 'Chọn trang phục từ kho Aov hoặc ảnh của bạn, nhận một ảnh ghép sẵn sàng để tải về.',
        },
        wallet: {
          title: 'Ví BELI',
          text: 'Mỗi người một ví; chuyển BELI cho đồng nghiệp và xem lại mọi giao dịch.',
        },
        payment: {
          title: 'Nạp tiền nhanh',
          text: 'Chuyển khoản bằng mã VietQR, BELI vào ví tự động, kèm khuyến mãi khi có.',
        },
        admin: {
          title: 'Quản trị tập trung',
          text: 'Người dùng, phân quyền, cấu hình, ví hệ thống và kho nội dung game ở một nơi.',
        },
      },
    },
  },
};
