import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';

const GroupPage = lazyPage(() => import('./GroupPage'), 'GroupPage');

/**
 * Under the resource's own path: SPEC's group/{id} rather than react-admin's {id}; `group` alone
 * sends to the list, so the trail has no step of its own for the word.
 */
export const groupRoutes = [
  <Route key="group" path="group" element={<Navigate to=".." relative="path" replace />} />,
  <Route key="page" path="group/:id" element={<GroupPage />} />,
];
