import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../../src/pages/payment/qrSvg';

const PAYLOAD =
  '00020101021238570010A000000727012700069704220113012345678900208QRIBFTTA53037045406100000' +
  '5802VN62160812BELIABCDEFGH6304ABCD';

describe('the VietQR drawing', () => {
  it('keeps four light modules around the code and a whole number of pixels per module', async () => {
    const { svg, sidePx } = await qrSvg(PAYLOAD, 280);
    const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // The top-left finder pattern starts after four quiet modules on both axes.
    expect(svg).toMatch(/d="M4 4\.5h7/);
    expect(sidePx % modules).toBe(0);
    expect(sidePx).toBeLessThanOrEqual(280);
    expect(sidePx / modules).toBeGreaterThanOrEqual(5);
    expect(svg).toContain(`width="${sidePx}" height="${sidePx}"`);
  });
});
