import { registerMessages } from '../../providers/i18nProvider';
import { AUDIT_VERB_LABELS } from '../../../common/labels';
import { AUDIT_RESOURCES } from '../../../common/audit/resourceLabels';

export const auditMessages = {
  app: {
    audit: {
      details: 'Chi tiết',
      timeline: {
        title: 'Lịch sử thay đổi',
        none: 'Chưa có thay đổi nào được ghi lại.',
        restore: 'Khôi phục như trước lần này',
        restored: 'Đã khôi phục giá trị trước đó',
      },
    },
    admin: {
      cards: {
        audit: {
          title: 'Nhật ký thao tác',
          description: 'Ai đã đổi gì, lúc nào, từ đâu, với giá trị trước và sau.',
        },
      },
    },
  },
  resources: {
    'admin/audit': {
      fields: {
        id: 'Mã',
        at: 'Thời điểm',
        actorEmail: 'Người thực hiện',
        clientAddress: 'Địa chỉ',
        requestId: 'Mã yêu cầu',
        resource: 'Tài nguyên',
        recordId: 'Mã bản ghi',
        action: 'Thao tác',
        verb: 'Loại thao tác',
        before: 'Trước',
        after: 'Sau',
        q: 'E-mail người thực hiện',
        actorId: 'Người thực hiện',
        at_gte: 'Từ lúc',
        at_lte: 'Đến lúc',
      },
      resource: AUDIT_RESOURCES,
      verb: AUDIT_VERB_LABELS,
      all: 'Tất cả',
    },
  },
};

// With the code of the pages that read them: see registerMessages.
registerMessages(auditMessages);
