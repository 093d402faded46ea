/** How deep a JSON body or file may nest: far past any value the API takes, far short of a stack. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENS = new Set([0x5b, 0x7b]); // [ {
const CLOSES = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * (strings skipped) before it is parsed: a value thousands deep overflows the stack in whatever
 * walks it next (zod, JSON.stringify on its way to a jsonb column).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSES.has(code)) depth--;
  }
  return false;
}
