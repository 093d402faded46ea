/** What the catalogue's lists and forms read: the staging area's button, the image upload. */
export const aovMessages = {
  app: {
    upload: {
      choose: 'Chọn ảnh',
      replace: 'Đổi ảnh',
      remove: 'Bỏ ảnh',
      preview: 'Ảnh xem trước',
      progress: 'Tiến độ tải ảnh lên',
      hint: 'PNG, JPEG hoặc WebP, tối đa 5 MB và 4096×4096',
    },
    aov: {
      temp: 'Vùng tạm',
    },
  },
};
