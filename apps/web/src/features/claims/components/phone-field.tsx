import type { Ref } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { BoundField } from '@/lib/forms/use-form';

/** The spec's phone mask (section 5), shown as the hint; the caller binds the field with maskPhone. */
export const PHONE_MASK = '(999) 999-9999';

export function PhoneField({ id, field }: { id: string; field: BoundField & { ref?: Ref<HTMLInputElement> } }) {
  return (
    <TextField
      id={id}
      label="Phone (optional)"
      field={field}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      hint={PHONE_MASK}
    />
  );
}
