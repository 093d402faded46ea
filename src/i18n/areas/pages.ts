export const pageMessages = {
  app: {
    profile: {
      title: 'Hồ sơ cá nhân',
    },
    export: {
      empty: 'Không có kết quả để hiển thị.',
    },
  },
};
