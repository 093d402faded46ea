import { describe } from 'vitest';
import { routeWalkSuite, VISITORS, walkEveryRoute } from './support/routeWalkSuite';

const walked = routeWalkSuite();

describe('walking every route of the app, in Chromium', () => {
  for (const visitor of VISITORS.filter((v) => v.who !== 'admin')) walkEveryRoute(walked, visitor);
});
