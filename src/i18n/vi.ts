import type { TranslationMessages } from 'react-admin';
import { deepMerge } from '../lib/deepMerge';
import { aovMessages } from './areas/aov';
import { authMessages } from './areas/auth';
import { pageMessages } from './areas/pages';
import { raMessages } from './areas/ra';

/** Every Vietnamese message: one file an area under ./areas, merged here. */
export const viMessages = deepMerge(
  raMessages,
  authMessages,
  pageMessages,
  aovMessages,
) as TranslationMessages;

/** Typed access for code outside react-admin's translate (pages outside <Admin>). */
export const vi = {
  app: { ...authMessages.app, ...pageMessages.app },
};
