import type { TranslationMessages } from 'react-admin';
import { deepMerge } from '../lib/deepMerge';
import { authMessages } from './areas/auth';
import { pageMessages } from './areas/pages';
import { raMessages } from './areas/ra';
import { walletMessages } from './areas/wallets';

/** Every Vietnamese message: one file an area under ./areas, merged here. */
export const viMessages = deepMerge(
  raMessages,
  authMessages,
  pageMessages,
  walletMessages,
) as TranslationMessages;

/** Typed access for code outside react-admin's translate (pages outside <Admin>). */
export const vi = {
  app: { ...authMessages.app, ...pageMessages.app },
};
