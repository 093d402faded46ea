export const pageMessages = {
  app: {
    home: {
      greeting: 'Xin chào, %{name}',
      anonymous: 'Bạn chưa đăng nhập.',
    },
    landing: {
      tagline: 'Cổng công cụ nội bộ: ghép ảnh, ví BELI, nạp tiền và quản trị nội dung game.',
      enter: 'Vào ứng dụng',
    },
    profile: {
      title: 'Hồ sơ cá nhân',
    },
    export: {
      empty: 'Không có kết quả để hiển thị.',
    },
  },
};
