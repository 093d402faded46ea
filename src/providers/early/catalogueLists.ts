import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { PERMISSIONS } from '../../../common/permissions';
import { listQueryOf } from '../../lib/definitions/listQuery';

/**
 * The lists a cold load asks for early, one a definition every signed-in user may open (the
 * script does not know yet who signed in, and a refused request would show in the console): its
 * page under /app and how it opens.
 */
export const EARLY_LISTS = RESOURCE_DEFINITIONS.filter(
  ({ access }) => (access.pages ?? access.read) === PERMISSIONS.me,
).map((definition) => ({
  resource: definition.name,
  apiPath: definition.apiPath,
  query: listQueryOf(definition),
}));
