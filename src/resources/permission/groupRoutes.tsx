import { Route } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';

const GroupPage = lazyPage(() => import('./GroupPage'), 'GroupPage');

/** Under the resource's own path: SPEC's group/{id} rather than react-admin's {id}. */
export const groupRoutes = <Route path="group/:id" element={<GroupPage />} />;
