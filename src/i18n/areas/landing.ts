/** The landing page, outside react-admin: it reads these directly. */
export const landingMessages = {
  app: {
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
