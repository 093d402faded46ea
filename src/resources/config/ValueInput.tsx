import { TextInput, required, useTranslate, type Validator } from 'react-admin';
import { configValueProblem } from '../../../common/configKeys';

/** The value as JSON text, refused in the form when it does not parse or break the key's rule. */
export const jsonValueValidator =
  (notJson: string): Validator =>
  (text: unknown, values: { key?: string; id?: string }) => {
    let value: unknown;
    try {
      value = JSON.parse(String(text ?? ''));
    } catch {
      return notJson;
    }
    return configValueProblem(String(values.key ?? values.id ?? ''), value) ?? undefined;
  };

/** Keys holding an instant as epoch milliseconds: edited as a date and time, not a number. */
const INSTANT_KEYS: readonly string[] = ['PROMOTION_TIME_EXPIRED'];

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
  if (configKey && INSTANT_KEYS.includes(configKey)) {
    return (
      <TextInput
        source="valueText"
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
      source="valueText"
      multiline
      minRows={1}
      validate={validate}
      helperText={translate('app.admin.config.valueHelp')}
      sx={{ fontFamily: 'monospace' }}
    />
  );
}

/** The form edits `valueText`; the API takes `value`. */
export function toWrite({ valueText, ...rest }: Record<string, unknown>) {
  return { ...rest, value: JSON.parse(String(valueText)) };
}

export const asValueText = (value: unknown) => JSON.stringify(value, null, 2);
