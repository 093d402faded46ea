// Every resource said by a definition (common/resources): /api/tags, /api/tools...
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { registerDefinition, type ServerPart } from '../../lib/resources/registerDefinition';
import { aovResourceParts } from '../aov';
import { paymentResourceParts } from '../payments';
import { toolResourcePart } from '../tools';
import { userResourcePart } from '../users';
import { systemWalletPart } from '../wallets';
import type { ModuleRoutes } from '../types';

/** The parts the definitions cannot say as data, by resource name. */
const serverParts: Record<string, ServerPart> = {
  ...aovResourceParts,
  ...paymentResourceParts,
  'admin/tool': toolResourcePart,
  'admin/user': userResourcePart,
  'admin/wallet-system': systemWalletPart,
};

export const definedResourceRoutes: ModuleRoutes = async (app, { db }) => {
  for (const definition of RESOURCE_DEFINITIONS) {
    registerDefinition(app, db, definition, serverParts[definition.name]);
  }
};
