import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { listQueryOf } from '../../lib/definitions/listQuery';

/** The lists a cold load asks for early, one a definition: its page under /app and how it opens. */
export const EARLY_LISTS = RESOURCE_DEFINITIONS.map((definition) => ({
  resource: definition.name,
  apiPath: definition.apiPath,
  query: listQueryOf(definition),
}));
