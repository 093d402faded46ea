import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { ExportProgress, ExportRequest } from '../downloadExport';
import { accountActions } from './account';
import { identityActions } from './identities';
import { paymentActions } from './payments';
import { permissionActions } from './permissions';
import { presenceActions } from './presence';
import { searchActions } from './search';
import { stagingActions } from './staging';
import { toolActions } from './tools';
import { userAccessActions } from './userAccess';
import { walletActions } from './wallets';

/** The app's actions beyond CRUD, as Atomic CRM puts them: methods of the one dataProvider. */
export const actions = {
  ...accountActions,
  ...identityActions,
  ...walletActions,
  ...toolActions,
  ...stagingActions,
  ...paymentActions,
  ...permissionActions,
  ...presenceActions,
  ...searchActions,
  ...userAccessActions,
};

export type BeliDataProvider = DataProvider &
  typeof actions & {
    /** A resource's server export, addressed as its list is (`admin/aov/heroes` → `heroes`). */
    exportResource(
      resource: string,
      request: Omit<ExportRequest, 'path'>,
      onProgress: (progress: ExportProgress) => void,
    ): Promise<string>;
    /** A definition's action on one record (`POST /api/{apiPath}/{id}/{action}`): the record after. */
    runAction(resource: string, params: { id: Identifier; action: string }): Promise<RaRecord>;
  };
