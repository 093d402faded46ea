import QRCode from 'qrcode';

/** ISO/IEC 18004 asks for four light modules around the symbol. */
export const QUIET_ZONE_MODULES = 4;

export interface QrDrawing {
  svg: string;
  /** The drawn side in CSS pixels: a whole number of pixels for every module. */
  sidePx: number;
}

/**
 * The VietQR payload as an SVG of at most `maxSidePx`, sized so every module is a whole number of
 * pixels: fractional modules blur their edges and some decoders then miss the code.
 */
export async function qrSvg(payload: string, maxSidePx: number): Promise<QrDrawing> {
  const options = { errorCorrectionLevel: 'M' as const, margin: QUIET_ZONE_MODULES };
  const modules = QRCode.create(payload, options).modules.size + 2 * QUIET_ZONE_MODULES;
  const sidePx = Math.max(1, Math.floor(maxSidePx / modules)) * modules;
  const svg = await QRCode.toString(payload, { ...options, type: 'svg', width: sidePx });
  return { svg, sidePx };
}
