/**
 * An account's skin list, as a seller pastes it or an account checker exports it, matched to the
 * catalogue: with or without the hero's name, case, diacritics, punctuation and spacing ignored,
 * other names through aliases. Pure, so the server answers it and tests read it directly.
 */
import { foldText } from './wholeList';

/** What the matcher needs of one catalogue skin. */
export interface MatchableSkin {
  id: number;
  name: string;
  shortName: string;
  aliases: string[];
  heroId: number;
  heroName: string;
  heroAliases: string[];
}

/** One entry of the member's list: its line (1 = first) and its text as given. */
export interface ListEntry {
  line: number;
  text: string;
}

export interface SkinMatch {
  matched: (ListEntry & { skinId: number })[];
  /** Several skins answer the name, or none exactly and these come close (a typo): the member picks. */
  ambiguous: (ListEntry & { skinIds: number[]; reason: 'several' | 'close' })[];
  /** Nothing in the catalogue comes close: listed so the member sees it, never composed or charged. */
  unknown: ListEntry[];
}

/** The form names are compared in: folded, every run of other characters one space. */
export const matchKey = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A list's bullets, numbering and quotes that are not part of a name. */
const LEADING_MARK = /^\s*(?:[-*•+]+|\d{1,4}[.)/:-])\s*/;

/** One name a line, or several on a line separated by commas or semicolons; blank ones skipped. */
export function listEntries(text: string): ListEntry[] {
  const entries: ListEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    for (const part of raw.split(/[,;]/)) {
      const name = part
        .replace(LEADING_MARK, '')
        .replace(/^["']+|["']+$/g, '')
        .trim();
      if (matchKey(name)) entries.push({ line: index + 1, text: name });
    }
  });
  return entries;
}

/** Edit distance, or `limit + 1` as soon as it is known to be more than `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a name of this length may hold and still be offered. */
const typosAllowed = (key: string) => (key.length < 5 ? 0 : key.length < 12 ? 1 : 2);

/** Every name a skin answers to: its own, short and other names, each alone and after each hero name. */
function keysOf(skin: MatchableSkin): string[] {
  const names = [skin.name, skin.shortName, ...skin.aliases].map(matchKey).filter(Boolean);
  const heroes = [skin.heroName, ...skin.heroAliases].map(matchKey).filter(Boolean);
  return [...new Set([...names, ...names.flatMap((n) => heroes.map((h) => `${h} ${n}`))])];
}

/** The catalogue indexed once; `match` then answers a list of 600 lines in milliseconds. */
export function skinMatcher(catalogue: MatchableSkin[]) {
  const byKey = new Map<string, Set<number>>();
  for (const skin of catalogue) {
    for (const key of keysOf(skin)) {
      const ids = byKey.get(key) ?? new Set<number>();
      ids.add(skin.id);
      byKey.set(key, ids);
    }
  }
  const keys = [...byKey.keys()];

  function closest(key: string): number[] {
    const limit = typosAllowed(key);
    if (!limit) return [];
    let best = limit + 1;
    let ids = new Set<number>();
    for (const candidate of keys) {
      const distance = distanceWithin(key, candidate, Math.min(limit, best));
      if (distance < best) {
        best = distance;
        ids = new Set(byKey.get(candidate));
      } else if (distance === best && distance <= limit) {
        byKey.get(candidate)!.forEach((id) => ids.add(id));
      }
    }
    return [...ids];
  }

  return function match(entries: ListEntry[]): SkinMatch {
    const result: SkinMatch = { matched: [], ambiguous: [], unknown: [] };
    for (const entry of entries) {
      const key = matchKey(entry.text);
      const exact = byKey.get(key);
      if (exact?.size === 1) result.matched.push({ ...entry, skinId: [...exact][0]! });
      else if (exact) result.ambiguous.push({ ...entry, skinIds: [...exact], reason: 'several' });
      else {
        const near = closest(key);
        if (near.length) result.ambiguous.push({ ...entry, skinIds: near, reason: 'close' });
        else result.unknown.push(entry);
      }
    }
    return result;
  };
}
