import type { TranslationMessages } from 'react-admin';
import { deepMerge } from '../lib/deepMerge';
import { adminMessages } from './areas/admin';
import { aovMessages } from './areas/aov';
import { auditMessages } from './areas/audit';
import { authMessages } from './areas/auth';
import { definitionMessages } from './areas/definitions';
import { exportMessages } from './areas/export';
import { homeMessages } from './areas/home';
import { pageMessages } from './areas/pages';
import { paymentMessages } from './areas/payment';
import { raMessages } from './areas/ra';
import { shellMessages } from './areas/shell';
import { walletMessages } from './areas/wallets';
import { toolMessages } from './areas/tools';

/** Every Vietnamese message: one file an area under ./areas, merged here. */
export const viMessages = deepMerge(
  raMessages,
  authMessages,
  pageMessages,
  adminMessages,
  shellMessages,
  homeMessages,
  walletMessages,
  definitionMessages,
  aovMessages,
  paymentMessages,
  toolMessages,
  exportMessages,
  auditMessages,
) as TranslationMessages;

/** Typed access for code outside react-admin's translate (pages outside <Admin>). */
export const vi = {
  app: { ...authMessages.app, ...pageMessages.app, ...shellMessages.app, ...homeMessages.app },
};
