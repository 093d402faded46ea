import type { I18nProvider } from 'react-admin';
import { fillPhrase, type PhraseOptions } from '../i18n/phrase';
import { viMessages } from '../i18n/vi';

type MessageTree = { [key: string]: unknown };

/** Every message by its dotted key (`ra.action.save`), as polyglot keeps them. */
const phrases = new Map<string, string>([['', '']]);

function addPhrases(tree: MessageTree, prefix?: string) {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') phrases.set(dotted, value);
    else if (typeof value === 'object' && value !== null) addPhrases(value as MessageTree, dotted);
  }
}

/**
 * Adds messages to those `translate` knows; a later message wins on the same key. The texts only
 * some pages read (./i18n/areas/admin.ts, tools.ts…) add themselves when those pages' code first
 * imports them, so they arrive with that code rather than with the first load; as that happens
 * before the pages are drawn, nothing has to be drawn again.
 */
export function registerMessages(messages: MessageTree) {
  addPhrases(messages);
}

registerMessages(viMessages);

/**
 * A missing message reads as its `_` option when there is one, otherwise as its key (with a
 * warning while developing), as with react-admin's ra-i18n-polyglot.
 */
function translate(key: string, options?: PhraseOptions | number | null): string {
  const values = options ?? {};
  const fallback =
    typeof values === 'object' && typeof values._ === 'string' ? values._ : undefined;
  const phrase = phrases.get(key) ?? fallback;
  if (phrase !== undefined) return fillPhrase(phrase, values);
  if (import.meta.env.DEV) console.warn(`Missing translation for key: "${key}"`);
  return key;
}

let locale = 'vi';

/** The portal speaks Vietnamese only: a change of locale keeps its messages. */
export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: async (newLocale: string) => {
    locale = newLocale;
  },
  getLocale: () => locale,
  getLocales: () => [{ locale: 'vi', name: 'Tiếng Việt' }],
};
