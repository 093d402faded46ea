import { useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { apiError, postMoney, useRefreshMoney } from './walletApi';

/**
 * The state of a form that moves money: its fields, the API's field errors, and one
 * Idempotency-Key for as long as the same values are resubmitted, so a retry moves money once.
 */
export function useMoneyForm<F extends Record<string, string>>(
  empty: F,
  path: string,
  toBody: (form: F) => unknown,
  doneMessage: string,
) {
  const notify = useNotify();
  const refresh = useRefreshMoney();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const key = useRef(crypto.randomUUID());

  const field = (name: keyof F & string) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [name]: e.target.value });
      key.current = crypto.randomUUID();
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    size: 'small' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await postMoney(path, toBody(form), key.current);
      notify(doneMessage, { type: 'success' });
      setForm(empty);
      setErrors({});
      key.current = crypto.randomUUID();
      await refresh();
    } catch (error) {
      const { message, errors: fields } = apiError(error);
      setErrors(fields);
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return { field, submit, sending };
}
