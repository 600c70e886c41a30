// The spec's form behaviour (section 5): a field is validated once it has been touched (left),
// then again on every change; submitting touches every field. Each field shows the first rule
// it breaks, which is what the domain validators return.
import type { Validator } from '@campwise/domain';

export type FieldValues<F extends string> = Record<F, string>;
export type FieldValidators<F extends string> = Partial<Record<F, Validator>>;

export interface FormState<F extends string> {
  values: FieldValues<F>;
  touched: Record<F, boolean>;
  /** The message shown under each field; null while untouched or valid. */
  errors: Record<F, string | null>;
}

export type FormAction<F extends string> =
  | { type: 'change'; field: F; value: string }
  | { type: 'blur'; field: F }
  | { type: 'submit' }
  | { type: 'reset'; values: FieldValues<F> };

function mapFields<F extends string, T>(values: FieldValues<F>, map: (field: F, value: string) => T): Record<F, T> {
  return Object.fromEntries((Object.keys(values) as F[]).map((field) => [field, map(field, values[field])])) as Record<
    F,
    T
  >;
}

export function initialFormState<F extends string>(values: FieldValues<F>): FormState<F> {
  return { values, touched: mapFields(values, () => false), errors: mapFields(values, () => null) };
}

/** Every field's first error, touched or not. */
export function validateAll<F extends string>(
  values: FieldValues<F>,
  validators: FieldValidators<F>,
): Record<F, string | null> {
  return mapFields(values, (field, value) => validators[field]?.(value) ?? null);
}

/** The first field, in the form's order, that breaks a rule; null when all are valid. */
export function firstInvalidField<F extends string>(values: FieldValues<F>, validators: FieldValidators<F>): F | null {
  const errors = validateAll(values, validators);
  return (Object.keys(values) as F[]).find((field) => errors[field] !== null) ?? null;
}

export function formReducer<F extends string>(validators: FieldValidators<F>) {
  const validate = (field: F, value: string) => validators[field]?.(value) ?? null;
  return (state: FormState<F>, action: FormAction<F>): FormState<F> => {
    switch (action.type) {
      case 'change': {
        const values = { ...state.values, [action.field]: action.value };
        const error = state.touched[action.field] ? validate(action.field, action.value) : null;
        return { ...state, values, errors: { ...state.errors, [action.field]: error } };
      }
      case 'blur':
        return {
          ...state,
          touched: { ...state.touched, [action.field]: true },
          errors: { ...state.errors, [action.field]: validate(action.field, state.values[action.field]) },
        };
      case 'submit':
        return {
          ...state,
          touched: mapFields(state.values, () => true),
          errors: validateAll(state.values, validators),
        };
      case 'reset':
        return initialFormState(action.values);
    }
  };
}
