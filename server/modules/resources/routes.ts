// Every resource said by a definition (common/resources): /api/tags, /api/tools...
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { registerDefinition, type ServerPart } from '../../lib/resources/registerDefinition';
import { aovResourceParts } from '../aov';
import { paymentResourceParts } from '../payments';
import { toolResourcePart } from '../tools';
import { userResourcePart } from '../users';
import { systemWalletPart } from '../wallets';
import type { Env } from '../../env';
import type { ModuleRoutes } from '../types';

/** The parts the definitions cannot say as data, by resource name. */
const serverParts = (env: Env): Record<string, ServerPart> => ({
  ...aovResourceParts,
  ...paymentResourceParts,
  'admin/tool': toolResourcePart,
  'admin/user': userResourcePart(env.ALLOWED_EMAIL_DOMAINS),
  'admin/wallet-system': systemWalletPart,
});

export const definedResourceRoutes: ModuleRoutes = async (app, { db, env }) => {
  const parts = serverParts(env);
  for (const definition of RESOURCE_DEFINITIONS) {
    registerDefinition(app, db, definition, parts[definition.name]);
  }
};
