import englishMessages from 'ra-language-english';

/** Vietnamese messages of the app; react-admin's own keys are translated under `ra`. */
export const vi = {
  ...englishMessages,
  app: {
    name: 'Cổng BELI',
    currency: 'BELI',
    login: {
      title: 'Đăng nhập',
      subtitle: 'Dùng tài khoản Google của công ty để vào cổng công cụ.',
      google: 'Đăng nhập bằng Google',
      exchanging: 'Đang hoàn tất đăng nhập…',
      failed: 'Đăng nhập không thành công',
      retry: 'Thử đăng nhập lại',
    },
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
