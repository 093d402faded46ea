/** Pixels laid into a raw sRGB canvas (3 bytes a pixel) on the JavaScript thread. */

/** Raw pixels of a small picture: 3 bytes a pixel (opaque) or 4 (with alpha). */
export interface Sprite {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Copies opaque `pixels` (3 bytes a pixel) into the canvas at (left, top), each byte through
 * `levels` (its new value for each of the 256) when given.
 */
export function paste(
  canvas: Buffer,
  canvasWidth: number,
  pixels: Sprite,
  left: number,
  top: number,
  levels?: Uint8Array,
) {
  const { data, width, height } = pixels;
  const rowBytes = width * 3;
  for (let row = 0; row < height; row++) {
    const at = ((top + row) * canvasWidth + left) * 3;
    if (!levels) {
      data.copy(canvas, at, row * rowBytes, (row + 1) * rowBytes);
      continue;
    }
    for (let from = row * rowBytes, to = at, end = from + rowBytes; from < end; from++, to++) {
      canvas[to] = levels[data[from]!]!;
    }
  }
}

/**
 * The levels that scale every channel by `factor`, as a brightness: 1.1 is 10 % brighter. As
 * libvips' `linear` does it: in single precision, the fraction dropped.
 */
export const scaledLevels = (factor: number) =>
  Uint8Array.from({ length: 256 }, (_, level) =>
    Math.min(255, Math.floor(Math.fround(level * Math.fround(factor)))),
  );

/** A rectangle of the canvas, in px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Lays `sprite` (4 bytes a pixel) over the canvas at (left, top) by its alpha, only inside
 * `within` (the whole sprite unless given). Done here rather than by sharp's composite, which
 * costs each card more than decoding and resizing its picture.
 */
export function blend(
  canvas: Buffer,
  canvasWidth: number,
  sprite: Sprite,
  left: number,
  top: number,
  within: Box = { left, top, width: sprite.width, height: sprite.height },
) {
  const { data, width } = sprite;
  const [fromX, toX] = [
    Math.max(left, within.left),
    Math.min(left + width, within.left + within.width),
  ];
  const [fromY, toY] = [
    Math.max(top, within.top),
    Math.min(top + sprite.height, within.top + within.height),
  ];
  for (let y = fromY; y < toY; y++) {
    let to = (y * canvasWidth + fromX) * 3;
    const rowStart = ((y - top) * width - left) * 4;
    for (
      let from = rowStart + fromX * 4, end = rowStart + toX * 4;
      from < end;
      from += 4, to += 3
    ) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) {
        canvas[to + c] = Math.round(
          (data[from + c]! * alpha + canvas[to + c]! * (255 - alpha)) / 255,
        );
      }
    }
  }
}
