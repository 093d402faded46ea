import '../../i18n/areas/audit';

/** The audit screen's messages: `resources.admin/audit.*`. */
export const KEY = 'resources.admin/audit';
