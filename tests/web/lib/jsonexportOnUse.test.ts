import jsonexport from 'jsonexport/dist/index';
import { describe, expect, it } from 'vitest';
import jsonexportOnUse from '../../../src/lib/jsonexportOnUse';

const SKINS = [
  { id: 1, name: 'Siêu Việt, "Hồng"', hero: { name: 'Violet' }, tags: ['xạ thủ', 'hiếm'] },
  { id: 2, name: 'Băng Hỏa', hero: { name: 'Tulen' }, limited: true },
];

/** jsonexport's own CSV of `json`, through its callback. */
const realCsv = (json: unknown, options: object = {}) =>
  new Promise<string>((resolve, reject) =>
    jsonexport(json, options, (error, csv) => (error ? reject(error) : resolve(csv))),
  );

describe('jsonexport loaded on use', () => {
  it('hands its callback the CSV jsonexport writes', async () => {
    const csv = await new Promise<string>((resolve, reject) => {
      void jsonexportOnUse(SKINS, (error, result) => (error ? reject(error) : resolve(result)));
    });
    expect(csv).toBe(await realCsv(SKINS));
    expect(csv.split('\n')[0]).toBe('id,name,hero.name,tags,limited');
    expect(csv).toContain('"Siêu Việt, ""Hồng"""');
  });

  it('takes jsonexport options, and answers a promise without a callback', async () => {
    const options = { rowDelimiter: ';', includeHeaders: false };
    const csv = await jsonexportOnUse(SKINS, options);
    expect(csv).toBe(await realCsv(SKINS, options));
    expect(csv.split('\n')[1]).toBe('2;Băng Hỏa;Tulen;;true');
  });
});
