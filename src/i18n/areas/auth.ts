export const authMessages = {
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
  },
};
