// Every resource said by a definition (common/resources): /api/tags, /api/tools...
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { registerDefinition, type ServerPart } from '../../lib/resources/registerDefinition';
import { aovResourceParts } from '../aov';
import { paymentResourceParts } from '../payments';
import { toolResourcePart } from '../tools';
import { userResourcePart } from '../users';
import { systemWalletPart } from '../wallets';
import type { ModuleRoutes } from '../types';

/** What the definitions cannot say as data (scopes, related rows, actions), by resource name. */
export const SERVER_PARTS: Record<string, ServerPart> = {
  ...aovResourceParts,
  ...paymentResourceParts,
  'admin/tool': toolResourcePart,
  'admin/wallet-system': systemWalletPart,
};

export const definedResourceRoutes: ModuleRoutes = async (app, { db, env }) => {
  // The users' part reads the configuration.
  const parts: Record<string, ServerPart> = {
    ...SERVER_PARTS,
    'admin/user': userResourcePart(env.ALLOWED_EMAIL_DOMAINS),
  };
  for (const definition of RESOURCE_DEFINITIONS) {
    registerDefinition(app, db, definition, parts[definition.name]);
  }
};
