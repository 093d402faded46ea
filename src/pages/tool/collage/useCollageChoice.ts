import { useCallback, useState } from 'react';
import type { CollageChoice, ShowcaseChoice } from '../../../../common/tools';
import type { CollageBody } from '../../../providers/answers';

export interface PickedSkin {
  id: number;
  name: string;
  image: string | null;
  /** Known when matched from a list: the showcase's default order. */
  rank?: number;
  heroName?: string;
}

export interface PickedUpload {
  id: string;
  name: string;
  thumbUrl: string;
}

/** What the user is putting together: kept per tool for the browser tab, so create, test
 * and the list can be left and come back to without losing the selection. */
export interface CollageDraft {
  skins: PickedSkin[];
  uploads: PickedUpload[];
  options: CollageChoice;
  /** Set: an account showcase of the skins; absent: a free-form collage. */
  showcase?: ShowcaseChoice;
}

const EMPTY: CollageDraft = { skins: [], uploads: [], options: {} };
const storageKey = (toolId: number) => `beli.collage.${toolId}`;

function load(toolId: number): CollageDraft {
  try {
    const saved = sessionStorage.getItem(storageKey(toolId));
    return saved ? { ...EMPTY, ...(JSON.parse(saved) as Partial<CollageDraft>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function useCollageDraft(toolId: number) {
  const [draft, setDraft] = useState<CollageDraft>(() => load(toolId));
  const update = useCallback(
    (change: (current: CollageDraft) => CollageDraft) =>
      setDraft((current) => {
        const next = change(current);
        sessionStorage.setItem(storageKey(toolId), JSON.stringify(next));
        return next;
      }),
    [toolId],
  );
  return [draft, update] as const;
}

export const bodyOf = (draft: CollageDraft): CollageBody => ({
  skinIds: draft.skins.map((s) => s.id),
  uploadIds: draft.uploads.map((u) => u.id),
  options: draft.options,
  ...(draft.showcase && { showcase: draft.showcase }),
});

/** Most valuable label first, then by hero: the showcase's order until the member moves a card. */
export const byValue = (a: PickedSkin, b: PickedSkin) =>
  (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
  (a.heroName ?? '').localeCompare(b.heroName ?? '', 'vi');

/** The skins with `added` joined once each, in value order. */
export const withSkins = (skins: PickedSkin[], added: PickedSkin[]) => {
  const known = new Set(skins.map((s) => s.id));
  const fresh = added.filter((s) => !known.has(s.id) && known.add(s.id));
  return [...skins, ...fresh].sort(byValue);
};

/** Moves the item at `from` to `to`, the others closing up behind it. */
export function moveTo<T>(items: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
