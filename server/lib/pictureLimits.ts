/** How large a picture the portal reads: light, for every module that decodes one. */

/** The longest side of an uploaded picture, in px. */
export const UPLOAD_MAX_SIDE = 4096;

/** sharp refuses to decode more pixels than this, so a decompression bomb never expands. */
export const PIXEL_LIMIT = UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE;
