/**
 * How a message becomes a text, as node-polyglot (react-admin's default) does it: `%{name}` takes
 * the option of that name (left as it is when the option is missing), and `smart_count` picks a
 * form among those separated by `||||`.
 */
export type PhraseOptions = { [name: string]: unknown };

const FORMS_DELIMITER = '||||';
const PLACEHOLDER = /%\{(.*?)\}/g;

/**
 * polyglot's plural rule for a language it does not list, Vietnamese among them (it falls back to
 * English's): the second form for any count but 1, the first when there is no second.
 */
const formIndex = (count: unknown) => (count !== 1 ? 1 : 0);

/** A number stands for `{ smart_count: number }`. */
export function fillPhrase(phrase: string, options: PhraseOptions | number): string {
  const values = typeof options === 'number' ? { smart_count: options } : options;
  let text = phrase;
  if (values.smart_count != null && phrase) {
    const forms = phrase.split(FORMS_DELIMITER);
    text = (forms[formIndex(values.smart_count)] || forms[0] || '').trim();
  }
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : null;
    return value == null ? placeholder : String(value);
  });
}
