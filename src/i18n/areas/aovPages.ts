import { STAGING_STATUS_LABELS } from '../../../common/labels';
import { registerMessages } from '../../providers/i18nProvider';

/** The catalogue's pages beyond its lists and forms: the heroes' and tags' delete dialogs, the staging area. */
export const aovPageMessages = {
  resources: {
    'admin/aov/tags': {
      delete: {
        title: 'Xóa thẻ "%{name}"?',
        inUse:
          'Thẻ này đang gắn với %{smart_count} tướng. Xóa thẻ sẽ gỡ nó khỏi cả %{smart_count} tướng đó.',
        unused: 'Chưa tướng nào dùng thẻ này.',
        bulkTitle: 'Xóa %{smart_count} thẻ đã chọn?',
        bulkInUse:
          'Các thẻ đã chọn đang gắn với %{smart_count} tướng. Xóa chúng sẽ gỡ chúng khỏi cả %{smart_count} tướng đó.',
        bulkUnused: 'Chưa tướng nào dùng các thẻ đã chọn.',
      },
    },
    'admin/aov/heroes': {
      delete: {
        title: 'Xóa tướng "%{name}"?',
        inUse:
          'Tướng này còn %{smart_count} trang phục nên không xóa được: hãy xóa hoặc chuyển các trang phục đó sang tướng khác trước.',
        unused: 'Tướng này chưa có trang phục nào.',
        bulkTitle: 'Xóa %{smart_count} tướng đã chọn?',
        bulkInUse:
          'Các tướng đã chọn còn %{smart_count} trang phục nên không xóa được: hãy xóa hoặc chuyển các trang phục đó trước, hoặc chỉ chọn những tướng chưa có trang phục.',
        bulkUnused: 'Các tướng đã chọn chưa có trang phục nào.',
        showSkins: 'Xem %{smart_count} trang phục',
      },
    },
  },
  app: {
    aov: {
      staging: {
        title: 'Vùng tạm: %{name}',
        intro:
          'Nhập tệp JSON hoặc CSV (hoặc lấy từ địa chỉ trong cấu hình %{key}). Các dòng được so với danh mục theo slug; chọn dòng rồi duyệt để đưa vào danh mục.',
        import: 'Nhập tệp JSON/CSV',
        fetch: 'Lấy từ địa chỉ cấu hình',
        approve: 'Duyệt %{count} dòng đã chọn',
        discard: 'Bỏ %{count} dòng đã chọn',
        edit: 'Sửa dòng %{line}',
        save: 'Lưu',
        cancel: 'Huỷ',
        empty: 'Vùng tạm đang trống.',
        line: 'Dòng',
        status: 'Trạng thái',
        current: 'Hiện tại: %{value}',
        selectAll: 'Chọn tất cả',
        imported:
          'Đã nhập %{total} dòng: %{new} mới, %{changed} thay đổi, %{unchanged} không đổi, %{error} lỗi',
        approved:
          'Đã duyệt: %{created} thêm mới, %{updated} cập nhật, %{unchanged} không đổi, %{skipped} bỏ qua vì lỗi',
        discarded: 'Đã bỏ %{count} dòng',
        listHint: 'Mảng JSON, hoặc CSV có dòng tiêu đề; danh sách thẻ viết cách nhau bởi |',
        statuses: STAGING_STATUS_LABELS,
      },
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(aovPageMessages);
