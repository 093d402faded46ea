import { createElement, useState, type FormEvent } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { apiError } from '../../lib/apiError';
import '../../i18n/areas/wallets';

/**
 * The state of a form that moves money: its fields, the API's field errors, and one
 * Idempotency-Key for as long as the same values are resubmitted, so a retry moves money once.
 * Submitting first asks for confirmation with `describe(form)` (the amount and the recipient);
 * render `confirmation` beside the form.
 */
export function useMoneyForm<F extends Record<string, string>>(
  empty: F,
  move: (form: F, idempotencyKey: string) => Promise<unknown>,
  doneMessage: string,
  describe: (form: F) => string,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());

  const field = (name: keyof F & string) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [name]: e.target.value });
      setKey(crypto.randomUUID());
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    size: 'small' as const,
  });

  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };

  const send = async () => {
    setAsking(false);
    setSending(true);
    try {
      await move(form, key);
      notify(doneMessage, { type: 'success' });
      setForm(empty);
      setErrors({});
      setKey(crypto.randomUUID());
      // Every balance, wallet and list on screen is read again.
      await queryClient.invalidateQueries();
    } catch (error) {
      const { message, errors: fields } = apiError(error);
      setErrors(fields);
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const confirmation = createElement(Confirm, {
    isOpen: asking,
    title: 'app.wallet.confirmTitle',
    content: describe(form),
    onConfirm: send,
    onClose: () => setAsking(false),
  });

  return { field, submit, sending, confirmation };
}
