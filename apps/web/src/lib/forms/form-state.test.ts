import { VALIDATION_MESSAGES, validateEmail, validateSignInPassword } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, type FormAction, formReducer, initialFormState } from './form-state';

type Field = 'username' | 'password' | 'note';
const validators = { username: validateEmail, password: validateSignInPassword };
const reduce = formReducer<Field>(validators);
const run = (...actions: FormAction<Field>[]) =>
  actions.reduce(reduce, initialFormState<Field>({ username: '', password: '', note: '' }));

describe('formReducer', () => {
  it('shows nothing while a field is being typed into for the first time', () => {
    expect(run({ type: 'change', field: 'username', value: 'ana@' }).errors.username).toBeNull();
  });

  it('validates a field when it is left, then on every change', () => {
    const left = run({ type: 'change', field: 'username', value: 'ana@' }, { type: 'blur', field: 'username' });
    expect(left.errors.username).toBe(VALIDATION_MESSAGES.emailInvalid);
    const fixed = reduce(left, { type: 'change', field: 'username', value: 'ana@example.org' });
    expect(fixed.errors.username).toBeNull();
    const emptied = reduce(fixed, { type: 'change', field: 'username', value: '' });
    expect(emptied.errors.username).toBe(VALIDATION_MESSAGES.emailRequired);
  });

  it('shows the first error of every field on submit, and none for fields without rules', () => {
    const submitted = run({ type: 'submit' });
    expect(submitted.errors).toEqual({
      username: VALIDATION_MESSAGES.emailRequired,
      password: VALIDATION_MESSAGES.signInPasswordRequired,
      note: null,
    });
    expect(submitted.touched).toEqual({ username: true, password: true, note: true });
  });

  it('resets to new values', () => {
    const reset = reduce(run({ type: 'submit' }), {
      type: 'reset',
      values: { username: 'a@b.co', password: '', note: '' },
    });
    expect(reset).toEqual(initialFormState({ username: 'a@b.co', password: '', note: '' }));
  });
});

describe('firstInvalidField', () => {
  it('names the first field in form order that breaks a rule', () => {
    expect(firstInvalidField({ username: 'ana@example.org', password: '', note: '' }, validators)).toBe('password');
    expect(firstInvalidField({ username: 'x', password: '', note: '' }, validators)).toBe('username');
    expect(firstInvalidField({ username: 'ana@example.org', password: 'p', note: '' }, validators)).toBeNull();
  });
});
