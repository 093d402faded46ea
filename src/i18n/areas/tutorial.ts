import { registerMessages } from '../../providers/i18nProvider';

export const tutorialMessages = {
  app: {
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
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(tutorialMessages);
