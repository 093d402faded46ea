import { auditRoutes } from './audit';
import { configRoutes } from './config';
import { dashboardRoutes } from './dashboard';
import { liveRoutes } from './live/routes';
import { aovRoutes } from './aov';
import { definedResourceRoutes } from './resources';
import { paymentRoutes } from './payments';
import { permissionRoutes } from './permissions';
import { profileRoutes } from './profiles';
import { searchRoutes } from './search';
import { toolRoutes } from './tools';
import type { ModuleRoutes } from './types';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';
import { walletModuleRoutes } from './wallets';

/** Every module's routes, mounted under /api (sign-in is wired apart: it needs more). */
export const moduleRoutes: ModuleRoutes[] = [
  permissionRoutes,
  userRoutes,
  configRoutes,
  walletModuleRoutes,
  profileRoutes,
  uploadRoutes,
  definedResourceRoutes,
  aovRoutes,
  paymentRoutes,
  toolRoutes,
  dashboardRoutes,
  searchRoutes,
  auditRoutes,
  liveRoutes,
];
