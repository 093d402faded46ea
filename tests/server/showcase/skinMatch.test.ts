import { describe, expect, it } from 'vitest';
import { csvNames } from '../../../common/skinCsv';
import { listEntries, skinMatcher, type MatchableSkin } from '../../../common/skinMatch';

const skin = (id: number, heroName: string, name: string, extra: Partial<MatchableSkin> = {}) => ({
  id,
  name,
  shortName: '',
  aliases: [],
  heroId: id * 100,
  heroName,
  heroAliases: [],
  ...extra,
});

const catalogue: MatchableSkin[] = [
  skin(1, 'Airi', 'Ninja Xanh Lá'),
  skin(2, 'Violet', 'Vệ Binh Ngân Hà', { aliases: ['Galaxy Guardian'] }),
  skin(3, 'Nakroth', 'Vệ Binh Ngân Hà'),
  skin(4, "Tel'Annas", 'Tiểu Thư Học Đường', { heroAliases: ['Telannas'] }),
  skin(5, 'Florentino', 'Siêu Việt', { shortName: 'Flo Siêu Việt' }),
];
const match = skinMatcher(catalogue);
const names = (text: string) => match(listEntries(text));

describe('matching an account list to the catalogue', () => {
  it('matches with or without the hero, ignoring case, diacritics and spacing', () => {
    const result = names('Airi Ninja Xanh Lá\nninja xanh la\n  AIRI   ninja-XANH  lá  ');
    expect(result.matched.map((m) => m.skinId)).toEqual([1, 1, 1]);
    expect(result.ambiguous).toEqual([]);
    expect(result.unknown).toEqual([]);
  });

  it('reads comma-separated names, bullets and numbering, keeping each line number', () => {
    const result = names('1. Airi Ninja Xanh Lá, Violet Vệ Binh Ngân Hà\n\n- Flo Siêu Việt');
    expect(result.matched).toEqual([
      { line: 1, text: 'Airi Ninja Xanh Lá', skinId: 1 },
      { line: 1, text: 'Violet Vệ Binh Ngân Hà', skinId: 2 },
      { line: 3, text: 'Flo Siêu Việt', skinId: 5 },
    ]);
  });

  it('knows other names through the skins’ and the heroes’ aliases', () => {
    const result = names('Galaxy Guardian\nTelannas Tieu Thu Hoc Duong');
    expect(result.matched.map((m) => m.skinId)).toEqual([2, 4]);
  });

  it('offers every skin of a name shared by several heroes, and the close ones for a typo', () => {
    const result = names('Vệ Binh Ngân Hà\nAiri Ninja Xanh Lam');
    expect(result.ambiguous).toEqual([
      { line: 1, text: 'Vệ Binh Ngân Hà', skinIds: [2, 3], reason: 'several' },
      { line: 2, text: 'Airi Ninja Xanh Lam', skinIds: [1], reason: 'close' },
    ]);
    expect(result.matched).toEqual([]);
  });

  it('lists what it does not know instead of dropping it', () => {
    const result = names('Airi Ninja Xanh Lá\nKrixi Tiên Nữ Mùa Đông\nabc');
    expect(result.unknown).toEqual([
      { line: 2, text: 'Krixi Tiên Nữ Mùa Đông' },
      { line: 3, text: 'abc' },
    ]);
  });

  it('answers 600 lines against a catalogue of 2 000 skins at once', () => {
    const big = Array.from({ length: 2000 }, (_, i) =>
      skin(i + 1, `Tướng ${i % 120}`, `Trang Phục Số ${i}`),
    );
    const bigMatch = skinMatcher(big);
    const lines = Array.from({ length: 600 }, (_, i) =>
      i % 50 === 0 ? `Không Có Số ${i}` : `Tướng ${(i * 3) % 120} Trang Phục Số ${i * 3}`,
    );
    const started = performance.now();
    const result = bigMatch(listEntries(lines.join('\n')));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.matched).toHaveLength(588);
    expect(result.unknown).toHaveLength(12);
  });
});

describe('a CSV exported by an account checker', () => {
  it('finds the skin column by a common name and puts the hero column before it', () => {
    const csv =
      'STT;Tướng;Tên skin;Giá\r\n1;Airi;Ninja Xanh Lá;0\r\n2;Violet;"Violet Vệ Binh Ngân Hà";0\r\n';
    const read = csvNames(csv);
    expect(read).toEqual({
      column: 'Tên skin',
      entries: [
        { line: 2, text: 'Airi Ninja Xanh Lá' },
        { line: 3, text: 'Violet Vệ Binh Ngân Hà' },
      ],
    });
  });

  it('lists the columns when none is known, and reads the one the member chooses', () => {
    const csv = 'id,outfit,"note, long"\n7,"Ninja Xanh Lá","a ""quoted"", note"\n';
    expect(csvNames(csv)).toEqual({ columns: ['id', 'outfit', 'note, long'] });
    expect(csvNames(csv, 'outfit')).toEqual({
      column: 'outfit',
      entries: [{ line: 2, text: 'Ninja Xanh Lá' }],
    });
  });
});
