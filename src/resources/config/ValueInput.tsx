import { TextInput, required, useTranslate, type Validator } from 'react-admin';
import { isInstantKey } from './instantKeys';
import '../../i18n/areas/admin';

/**
 * The value as JSON text, refused in the form when it does not parse. The key's own rule is the
 * server's (its zod schemas stay out of the browser): its message shows under this input.
 */
export const jsonValueValidator =
  (notJson: string): Validator =>
  (text: unknown) => {
    try {
      JSON.parse(String(text ?? ''));
      return undefined;
    } catch {
      return notJson;
    }
  };

/** epoch ms as JSON text ⇄ the local `YYYY-MM-DDTHH:mm` of a datetime-local input. */
const toLocalDateTime = (text: string) => {
  const ms = Number(text);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalDateTime = (local: string) => (local ? String(new Date(local).getTime()) : '');

/** The value as JSON text; an instant key's value as a date and time. */
export function ValueInput({ configKey }: { configKey?: string }) {
  const translate = useTranslate();
  const validate = [required(), jsonValueValidator(translate('app.admin.config.notJson'))];
  if (isInstantKey(configKey)) {
    return (
      <TextInput
        source="value"
        type="datetime-local"
        label="app.admin.config.instant"
        format={toLocalDateTime}
        parse={fromLocalDateTime}
        validate={validate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  return (
    <TextInput
      source="value"
      label="resources.admin/config.fields.valueText"
      multiline
      minRows={1}
      validate={validate}
      helperText={translate('app.admin.config.valueHelp')}
      sx={{ fontFamily: 'monospace' }}
    />
  );
}

/** The form edits `value` as JSON text, so the server's message for `value` lands under it. */
export function toWrite({ value, ...rest }: Record<string, unknown>) {
  return { ...rest, value: JSON.parse(String(value)) };
}

export const asValueText = (value: unknown) => JSON.stringify(value, null, 2);
