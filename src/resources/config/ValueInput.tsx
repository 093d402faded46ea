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

export function ValueInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="valueText"
      multiline
      minRows={1}
      validate={[required(), jsonValueValidator(translate('app.admin.config.notJson'))]}
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
