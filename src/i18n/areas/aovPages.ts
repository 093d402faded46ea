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
        picture: 'Ảnh',
        crawl: {
          title: 'Lấy cả bộ dữ liệu tướng và trang phục cùng ảnh',
          hint: 'Địa chỉ một tệp heroes.json, hoặc tải lên tệp JSON đó hay một tệp ZIP gồm một CSV và các ảnh. Tướng và trang phục lấy được vào vùng tạm của mỗi loại.',
          url: 'Địa chỉ bộ dữ liệu',
          start: 'Lấy dữ liệu',
          upload: 'Tải lên tệp dữ liệu (JSON hoặc ZIP)',
          urlMissing: 'Hãy nhập địa chỉ bộ dữ liệu (bắt đầu bằng http:// hoặc https://)',
          started: 'Đã bắt đầu lấy dữ liệu',
          starting: 'Đang đọc bộ dữ liệu…',
          progress: 'Đã tải %{done}/%{total} ảnh',
          progressLabel: 'Tiến độ lấy ảnh',
          counts: '%{new} mới, %{changed} thay đổi, %{unchanged} không đổi, %{error} lỗi',
          done: 'Lấy xong. Tướng: %{heroes}. Trang phục: %{skins}. Ảnh lỗi: %{pictureErrors}.',
          gone: 'Không còn trong nguồn (giữ nguyên trong danh mục): %{names}',
          failed: 'Lấy dữ liệu thất bại: %{error}',
          approveAll: 'Duyệt tất cả',
          approveAllTitle: 'Duyệt mọi tướng và trang phục trong vùng tạm?',
          approveAllContent:
            'Tướng vào danh mục trước, rồi trang phục của họ, trong một lần; dòng lỗi được bỏ qua.',
          approvedCounts:
            '%{created} thêm mới, %{updated} cập nhật, %{unchanged} không đổi, %{skipped} bỏ qua vì lỗi',
          approvedAll: 'Đã duyệt. Tướng: %{heroes}. Trang phục: %{skins}.',
        },
      },
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(aovPageMessages);
