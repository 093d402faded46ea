import { useDataProvider } from 'react-admin';
import type { BeliDataProvider } from './actions';

/** The dataProvider in a component: a 401 from any of its calls signs out, as react-admin does. */
export const useBeliDataProvider = () => useDataProvider<BeliDataProvider>();
