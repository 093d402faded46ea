import type { DataProvider } from 'react-admin';
import { accountActions } from './account';
import { paymentActions } from './payments';
import { stagingActions } from './staging';
import { toolActions } from './tools';
import { walletActions } from './wallets';

/** The app's actions beyond CRUD, as Atomic CRM puts them: methods of the one dataProvider. */
export const actions = {
  ...accountActions,
  ...walletActions,
  ...toolActions,
  ...stagingActions,
  ...paymentActions,
};

export type BeliDataProvider = DataProvider & typeof actions;
