// /api/payments
import type { ModuleRoutes } from '../types';
import { adminRoutes } from './adminRoutes';
import { orderRoutes } from './orderRoutes';
import { reconcileRoutes } from './reconcileRoutes';
import { webhookRoutes } from './webhookRoutes';

/** Top-up by VietQR bank transfer (DESIGN 7). */
export const paymentRoutes: ModuleRoutes = async (app, options) => {
  await app.register(orderRoutes, options);
  await app.register(webhookRoutes, options);
  await app.register(adminRoutes, options);
  await app.register(reconcileRoutes, options);
};
