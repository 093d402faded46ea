import { moduleRoutes } from '../../../server/modules';
import { aovRoutes, aovRoutesFetching } from '../../../server/modules/aov';

/** Every module, the crawl allowed to reach the loopback source server of the test. */
export const modulesFetchingLoopback = moduleRoutes.map((module) =>
  module === aovRoutes
    ? aovRoutesFetching({ isAllowed: (address) => address === '127.0.0.1' })
    : module,
);
