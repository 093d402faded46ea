/** The shell around every page: app bar, breadcrumb, theme, loading, toasts and error screens. */
export const shellMessages = {
  app: {
    inUse: { counting: 'Đang đếm những gì đang dùng…' },
    shell: {
      loadingPage: 'Đang tải trang',
      loadingData: 'Đang tải dữ liệu',
      breadcrumb: 'Vị trí trang',
      profile: 'Hồ sơ cá nhân',
      userMenu: 'Tài khoản của %{name}',
      signIn: 'Đăng nhập',
      permissionLookupFailed: 'Không tải được quyền của bạn nên đã chuyển về trang chủ.',
    },
    live: {
      fallback:
        'Mất kết nối cập nhật tức thì: trang tự kiểm tra lại vài giây một lần cho đến khi kết nối lại.',
    },
    editConflict: {
      title: 'Người khác vừa sửa bản ghi này',
      changed: 'Họ đã đổi các trường sau (giá trị hiện tại):',
      same: 'Họ đã lưu bản ghi với đúng các giá trị bạn đang thấy.',
      reload: 'Tải lại giá trị mới',
    },
    toasts: {
      region: 'Thông báo (Alt+T)',
      close: 'Đóng thông báo',
    },
    list: {
      capped:
        'Danh sách có từ %{count} dòng trở lên và chỉ xem được %{count} dòng đầu: hãy lọc, tìm kiếm hoặc đổi cách sắp xếp.',
      searchCapped:
        'Có từ %{count} kết quả trở lên: chỉ %{count} kết quả tìm thấy đầu tiên được sắp xếp và hiển thị. Hãy gõ thêm để thu hẹp tìm kiếm.',
    },
    search: {
      button: 'Tìm kiếm (Ctrl+K)',
      label: 'Tìm người dùng, giao dịch, mã nạp tiền, tướng, thẻ, trang phục',
      tooShort: 'Nhập ít nhất 2 ký tự',
      searching: 'Đang tìm…',
      none: 'Không tìm thấy kết quả nào cho "%{q}"',
      results: 'Kết quả tìm kiếm',
      kinds: {
        user: 'Người dùng',
        transaction: 'Giao dịch',
        order: 'Lệnh nạp',
        hero: 'Tướng',
        tag: 'Thẻ',
        skin: 'Trang phục',
      },
    },
    theme: {
      light: 'Sáng',
      dark: 'Tối',
      system: 'Theo hệ thống',
      button: 'Giao diện: %{mode}. Bấm để đổi',
      changed: 'Giao diện: %{mode}',
    },
    /**
     * A path segment's label where its route has none of its own (resource lists use their
     * resource's name): see `src/layout/routes/routeTable.ts`.
     */
    breadcrumb: {
      app: 'Trang chủ',
      login: 'Đăng nhập',
      'access-denied': 'Không có quyền truy cập',
      'authentication-error': 'Lỗi xác thực',
      admin: 'Quản trị',
      dashboard: 'Bảng điều khiển',
      reconciliation: 'Đối soát ngân hàng',
      aov: 'Aov',
      group: 'Nhóm quyền',
      tool: 'Công cụ',
      'ghep-anh': 'Ghép ảnh',
      'ghep-anh-2': 'Ghép ảnh 2',
      payment: 'Nạp tiền',
      tutorial: 'Hướng dẫn',
      profile: 'Hồ sơ',
      me: 'Của tôi',
      transfer: 'Chuyển BELI',
      transaction: 'Giao dịch',
      wallet: 'Ví',
      create: 'Tạo mới',
      edit: 'Sửa',
      show: 'Chi tiết',
      temp: 'Dữ liệu chờ duyệt',
      test: 'Xem thử',
      test1: 'Chạy thử',
    },
    errors: {
      uncaughtTitle: 'Đã xảy ra lỗi!',
      guide: 'Hướng dẫn báo lỗi:',
      stepScreenshot: 'Chụp màn hình toàn bộ thông báo lỗi.',
      stepSend: 'Gửi ảnh chụp đến địa chỉ email hỗ trợ:',
      stepDescribe: 'Mô tả ngắn gọn các bước đã dẫn đến lỗi.',
      emailUnset: '(chưa được cấu hình)',
      replyPromise: 'Chúng tôi sẽ phản hồi trong vòng 24 giờ.',
      home: 'Quay lại trang chủ',
      details: 'Chi tiết lỗi:',
      errorStack: 'Lỗi',
      componentStack: 'Thành phần',
      genericTitle: 'Đã có lỗi xảy ra',
      genericText: 'Vui lòng thử lại sau',
      notFoundTitle: '404 - Not Found',
      notFoundText: 'Không tìm thấy trang',
      back: 'Quay lại',
    },
  },
};
