import { registerMessages } from '../../providers/i18nProvider';
import {
  CONFIG_FIELD_LABELS,
  CONFIG_KIND_LABELS,
  GROUP_FIELD_LABELS,
} from '../../../common/fieldLabels';
import { USER_STATUS_LABELS } from '../../../common/labels';
import { users } from '../../../common/resources/users';

/**
 * The permission, configuration and user admin screens (the users' name and labels:
 * common/resources/users.ts).
 */
export const adminMessages = {
  resources: {
    'admin/permission': {
      fields: GROUP_FIELD_LABELS,
    },
    'admin/config': {
      fields: {
        q: 'Tìm theo khóa hoặc mô tả',
        ...CONFIG_FIELD_LABELS,
        valueText: 'Giá trị (JSON)',
      },
    },
  },
  app: {
    admin: {
      permission: {
        title: 'Quản lý phân quyền',
        create: 'Tạo nhóm',
        newName: 'Tên nhóm mới',
        group: 'Nhóm: %{name}',
        permissions: 'Quyền của nhóm',
        permissionsHint: 'Bật hoặc tắt một quyền: thay đổi có hiệu lực ngay.',
        members: 'Thành viên (%{count})',
        noMembers: 'Nhóm chưa có thành viên.',
        manageMembers: 'Thêm hoặc bớt thành viên',
        granted: 'Đã cấp quyền %{name}',
        revoked: 'Đã bỏ quyền %{name}',
        delete: {
          title: 'Xóa nhóm %{name}?',
          inUse:
            'Nhóm này còn %{smart_count} thành viên nên không xóa được: hãy bỏ họ khỏi nhóm trước.',
          unused: 'Nhóm này không còn thành viên nào. Xóa hẳn nhóm?',
        },
        addToGroup: 'Thêm vào nhóm',
        removeFromGroup: 'Bỏ khỏi nhóm',
        chooseGroup: 'Nhóm',
        addConfirm: 'Thêm %{smart_count} người dùng đã chọn vào nhóm "%{group}"?',
        removeConfirm: 'Bỏ %{smart_count} người dùng đã chọn khỏi nhóm "%{group}"?',
        added:
          'Đã thêm %{changed} người dùng vào nhóm "%{group}" (nhóm có %{memberCount} thành viên)',
        removed:
          'Đã bỏ %{changed} người dùng khỏi nhóm "%{group}" (nhóm còn %{memberCount} thành viên)',
      },
      config: {
        title: 'Cấu hình',
        public: CONFIG_KIND_LABELS.true,
        private: CONFIG_KIND_LABELS.false,
        all: 'Tất cả',
        add: 'Thêm khóa',
        instant: 'Thời điểm (theo giờ trên máy của bạn)',
        valueHelp:
          'Giá trị JSON: chuỗi trong ngoặc kép "…", số, true/false, mảng […] hoặc đối tượng {…}',
        notJson: 'Không phải JSON hợp lệ',
        badKey: 'Khóa chỉ gồm chữ in hoa, số và dấu gạch dưới, bắt đầu bằng chữ, tối đa 64 ký tự',
        fixedVisibility: 'Khóa đã biết: loại công khai hay riêng tư là cố định.',
        saved: 'Đã lưu %{key}',
        delete: {
          title: 'Xóa cấu hình %{name}?',
          inUse: 'Cổng đang dùng khóa này nên không xóa được: hãy sửa giá trị của nó thay vì xóa.',
          unused: 'Cổng không dùng khóa này. Xóa hẳn nó?',
        },
      },
      user: {
        title: users.card.title,
        active: USER_STATUS_LABELS.active,
        disabled: USER_STATUS_LABELS.disabled,
        awaiting: USER_STATUS_LABELS.awaiting,
        outside: USER_STATUS_LABELS.outside,
        fromProvider: 'từ nhà cung cấp',
        approve: 'Duyệt',
        refuse: 'Từ chối',
        approved: 'Đã duyệt %{smart_count} tài khoản',
        refused: 'Đã từ chối %{smart_count} tài khoản',
        signOutEverywhere: 'Đăng xuất mọi nơi',
        signOutEverywhereTitle: 'Đăng xuất %{name} khỏi mọi thiết bị?',
        signOutEverywhereContent:
          'Mọi phiên đăng nhập của người này kết thúc ngay; tài khoản không bị khóa và họ có thể đăng nhập lại.',
        signedOutEverywhere: 'Đã đăng xuất %{name} khỏi mọi thiết bị',
        wallet: 'Ví',
        groups: 'Nhóm',
        editGroups: 'Nhóm của %{name}',
        groupsSaved: 'Đã cập nhật nhóm của %{name}',
        disable: 'Khóa',
        enable: 'Mở khóa',
        disableTitle: 'Khóa tài khoản %{name}?',
        disableContent:
          'Người này sẽ bị đăng xuất khỏi mọi thiết bị ngay lập tức và không thể đăng nhập cho đến khi được mở khóa.',
        disabledDone: 'Đã khóa %{name}',
        enabledDone: 'Đã mở khóa %{name}',
        history: 'Lịch sử',
        historyOf: 'Lịch sử của %{name}',
      },
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(adminMessages);
