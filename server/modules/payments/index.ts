/** Top-up orders, the bank webhook and bank events (/api/payments). */
export { paymentRoutes } from './routes';
export { paymentResourceParts } from './resourceParts';
