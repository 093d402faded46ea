import type { TranslationMessages } from 'react-admin';
import { deepMerge } from '../lib/deepMerge';
import { aovMessages } from './areas/aov';
import { authMessages } from './areas/auth';
import { definitionMessages } from './areas/definitions';
import { exportMessages } from './areas/export';
import { homeMessages } from './areas/home';
import { pageMessages } from './areas/pages';
import { raMessages } from './areas/ra';
import { resourceNameMessages } from './areas/resourceNames';
import { shellMessages } from './areas/shell';

/**
 * The Vietnamese messages of the first load: react-admin's own, and what the shell and the lists
 * read on any page (one file an area under ./areas, merged here). The texts of the other pages
 * (./areas/admin.ts, tools.ts, wallets.ts…) come with those pages' code: see registerMessages.
 */
export const viMessages = deepMerge(
  raMessages,
  authMessages,
  pageMessages,
  shellMessages,
  homeMessages,
  definitionMessages,
  resourceNameMessages,
  aovMessages,
  exportMessages,
) as TranslationMessages;

/** Typed access for code outside react-admin's translate (pages outside <Admin>). */
export const vi = {
  app: { ...authMessages.app, ...pageMessages.app, ...shellMessages.app, ...homeMessages.app },
};
