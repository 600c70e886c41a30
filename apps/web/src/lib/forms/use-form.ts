'use client';

import { type ChangeEvent, useCallback, useMemo, useReducer, useRef } from 'react';
import { type FieldValidators, type FieldValues, firstInvalidField, formReducer, initialFormState } from './form-state';

/** The props a text input needs to take part in the form. */
export interface BoundField {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * Form state with the spec's validate-on-touch behaviour. `submit()` shows every error and
 * answers whether the form may be sent; on errors it focuses the first invalid field, so a
 * keyboard or screen-reader user lands on what needs fixing.
 */
export function useForm<F extends string>(initialValues: FieldValues<F>, validators: FieldValidators<F>) {
  const reducer = useMemo(() => formReducer(validators), [validators]);
  const [state, dispatch] = useReducer(reducer, initialValues, initialFormState);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const field = useCallback(
    (
      name: F,
      transform: (value: string) => string = (value) => value,
    ): BoundField & {
      ref: (element: HTMLInputElement | null) => void;
    } => ({
      name,
      value: state.values[name],
      error: state.errors[name],
      onChange: (event) => dispatch({ type: 'change', field: name, value: transform(event.target.value) }),
      onBlur: () => dispatch({ type: 'blur', field: name }),
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    }),
    [state],
  );

  const submit = useCallback((): boolean => {
    dispatch({ type: 'submit' });
    const invalid = firstInvalidField(state.values, validators);
    if (invalid) inputs.current.get(invalid)?.focus();
    return invalid === null;
  }, [state.values, validators]);

  /** Focuses a field; `select` also selects its text, so typing replaces it. */
  const focus = useCallback((name: F, { select = false } = {}) => {
    const input = inputs.current.get(name);
    input?.focus();
    if (select) input?.select();
  }, []);
  const setValue = useCallback((name: F, value: string) => dispatch({ type: 'change', field: name, value }), []);
  const reset = useCallback((values: FieldValues<F>) => dispatch({ type: 'reset', values }), []);

  return { values: state.values, field, submit, focus, setValue, reset };
}
