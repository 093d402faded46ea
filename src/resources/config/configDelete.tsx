import { isKnownConfigKey } from '../../../common/configKeyNames';
import { InUseDeleteButton } from '../../lib/InUseDeleteButtons';
import type { UsedBy } from '../../lib/inUse';
import '../../i18n/areas/admin';

/** The portal reads its known keys: the API refuses to delete them (409). */
const readByThePortal: UsedBy = {
  useCount: (ids) => ({ count: ids.filter((id) => isKnownConfigKey(String(id))).length }),
  messages: 'app.admin.config.delete',
  refused: true,
};

export const ConfigDeleteButton = () => <InUseDeleteButton usedBy={readByThePortal} />;
