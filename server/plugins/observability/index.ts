export { healthPlugin } from './health';
export { logDestination } from './logDestination';
export { metricsPlugin } from './metrics';
export { requestIdOf, requestIdPlugin } from './requestIds';
export { OneLineRequestLog } from './requestLog';
