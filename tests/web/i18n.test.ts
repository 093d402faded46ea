import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raMessages } from '../../src/i18n/areas/ra';
import { viMessages } from '../../src/i18n/vi';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as `dotted.key` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe('Vietnamese messages', () => {
  const english = leaves(englishMessages as Tree);
  const vietnamese = leaves(viMessages as Tree);

  it('translate exactly the keys of ra-language-english', () => {
    expect([...leaves(raMessages).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder of the English original', () => {
    for (const [key, text] of english) {
      const ours = vietnamese.get(key)!;
      // A single Vietnamese form may drop the English singular's missing count.
      expect({ key, found: placeholders(ours) }).toEqual({
        key,
        found: placeholders(text).filter((p) => p !== '%{smart_count}' || ours.includes(p)),
      });
    }
  });

  it('leave no English text behind', () => {
    const sameAsEnglish = [...english]
      .filter(([key, text]) => vietnamese.get(key) === text)
      .filter(([, text]) => /[a-z]{3,}/i.test(text.replace(/%\{\w+\}/g, '')))
      .map(([key]) => key);
    // "Email" is the word Vietnamese uses too.
    expect(sameAsEnglish).toEqual(['ra.auth.email']);
  });
});
