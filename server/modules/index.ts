import { configRoutes } from './config/routes';
import { dashboardRoutes } from './dashboard/routes';
import { aovRoutes } from './aov/routes';
import { paymentRoutes } from './payments/routes';
import { permissionRoutes } from './permissions/routes';
import { profileRoutes } from './profiles/routes';
import { toolRoutes } from './tools/routes';
import type { ModuleRoutes } from './types';
import { uploadRoutes } from './uploads/routes';
import { userRoutes } from './users/routes';
import { walletModuleRoutes } from './wallets/routes';

/** Every module's routes, mounted under /api (sign-in is wired apart: it needs more). */
export const moduleRoutes: ModuleRoutes[] = [
  permissionRoutes,
  userRoutes,
  configRoutes,
  walletModuleRoutes,
  profileRoutes,
  uploadRoutes,
  aovRoutes,
  paymentRoutes,
  toolRoutes,
  dashboardRoutes,
];
