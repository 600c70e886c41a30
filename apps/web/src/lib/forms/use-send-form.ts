'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessages } from '@/lib/api-client';
import type { FieldValidators, FieldValues } from './form-state';
import { useForm } from './use-form';

/**
 * A form that is sent once and then gives way to a confirmation (forgot password, newsletter,
 * contact support): the spec's validation, one request at a time, the API's errors above the form,
 * and the address it went to, for the confirmation to name.
 */
export function useSendForm<F extends string>(
  initialValues: FieldValues<F | 'email'>,
  validators: FieldValidators<F | 'email'>,
  send: (values: FieldValues<F | 'email'>) => Promise<unknown>,
) {
  const form = useForm(initialValues, validators);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);

  // The form goes away with the focused button in it; focus moves to what replaced it.
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    setBusy(true);
    setErrors([]);
    try {
      await send(form.values);
      setSentTo(form.values.email.trim());
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return { form, sentTo, errors, busy, confirmation, onSubmit };
}
