import { describe, expect, it } from 'vitest';
import {
  ALERT_FORM_MESSAGES,
  alertAttributes,
  type AlertFormValues,
  includesWeekend,
  newAlertForm,
  validateAlertForm,
} from './alert-form';

const TODAY = '2027-06-01';

function form(values: Partial<AlertFormValues>): AlertFormValues {
  return {
    mode: 'exact',
    startDate: '2027-06-10',
    endDate: '2027-06-13',
    nights: '2',
    weekendsOnly: false,
    rvLength: '',
    ...values,
  };
}

describe('validateAlertForm: exact dates', () => {
  it('accepts a stay from today on', () => {
    expect(validateAlertForm(form({ startDate: TODAY, endDate: '2027-06-02' }), TODAY)).toEqual({});
  });

  it('refuses a start in the past and a departure not after the arrival', () => {
    expect(validateAlertForm(form({ startDate: '2027-05-31' }), TODAY).startDate).toBe(ALERT_FORM_MESSAGES.past);
    expect(validateAlertForm(form({ endDate: '2027-06-10' }), TODAY).endDate).toBe(ALERT_FORM_MESSAGES.datesOrder);
    expect(validateAlertForm(form({ endDate: '2027-06-09' }), TODAY).endDate).toBe(ALERT_FORM_MESSAGES.datesOrder);
  });

  it('asks for both dates', () => {
    const errors = validateAlertForm(form({ startDate: '', endDate: '' }), TODAY);
    expect(errors).toEqual({ startDate: ALERT_FORM_MESSAGES.startRequired, endDate: ALERT_FORM_MESSAGES.endRequired });
  });

  it('allows 30 nights and no more', () => {
    expect(validateAlertForm(form({ endDate: '2027-07-10' }), TODAY)).toEqual({});
    expect(validateAlertForm(form({ endDate: '2027-07-11' }), TODAY).endDate).toBe(ALERT_FORM_MESSAGES.nightsRange);
  });

  it('refuses weekends only, which is for flexible dates', () => {
    expect(validateAlertForm(form({ weekendsOnly: true }), TODAY).weekendsOnly).toBe(ALERT_FORM_MESSAGES.weekendsExact);
  });
});

describe('validateAlertForm: flexible dates', () => {
  const flexible = (values: Partial<AlertFormValues>) =>
    form({ mode: 'flexible', startDate: '2027-06-01', endDate: '2027-06-30', ...values });

  it('accepts nights from 1 to 30 that fit the window', () => {
    expect(validateAlertForm(flexible({ nights: '1' }), TODAY)).toEqual({});
    expect(validateAlertForm(flexible({ nights: '29' }), TODAY)).toEqual({});
    expect(validateAlertForm(flexible({ endDate: '2027-07-15', nights: '30' }), TODAY)).toEqual({});
  });

  it('refuses nights outside 1 to 30, or not a whole number', () => {
    expect(validateAlertForm(flexible({ nights: '0' }), TODAY).nights).toBe(ALERT_FORM_MESSAGES.nightsRange);
    expect(validateAlertForm(flexible({ endDate: '2027-08-01', nights: '31' }), TODAY).nights).toBe(
      ALERT_FORM_MESSAGES.nightsRange,
    );
    expect(validateAlertForm(flexible({ nights: '2.5' }), TODAY).nights).toBe(ALERT_FORM_MESSAGES.nightsWhole);
    expect(validateAlertForm(flexible({ nights: '' }), TODAY).nights).toBe(ALERT_FORM_MESSAGES.nightsWhole);
  });

  it('refuses more nights than the window holds', () => {
    const errors = validateAlertForm(flexible({ endDate: '2027-06-03', nights: '3' }), TODAY);
    expect(errors.nights).toBe(ALERT_FORM_MESSAGES.nightsInWindow(2));
    expect(errors.nights).toBe('Your dates leave room for 2 nights: widen them or ask for fewer nights.');
  });

  it('words a window that ends too soon as a window', () => {
    expect(validateAlertForm(flexible({ endDate: '2027-06-01' }), TODAY).endDate).toBe(ALERT_FORM_MESSAGES.windowOrder);
  });

  it('takes weekends only when a stay of that length can hold a Friday and a Saturday night', () => {
    // 2027-06-04 is a Friday.
    expect(
      validateAlertForm(flexible({ startDate: '2027-06-04', endDate: '2027-06-06', weekendsOnly: true }), TODAY),
    ).toEqual({});
    expect(
      validateAlertForm(flexible({ startDate: '2027-06-06', endDate: '2027-06-10', weekendsOnly: true }), TODAY)
        .weekendsOnly,
    ).toBe(ALERT_FORM_MESSAGES.weekendsWindow);
    expect(validateAlertForm(flexible({ nights: '1', weekendsOnly: true }), TODAY).weekendsOnly).toBe(
      ALERT_FORM_MESSAGES.weekendsNights,
    );
  });
});

describe('validateAlertForm: RV length', () => {
  it('takes an empty length (any site) or whole feet from 1 to 100', () => {
    for (const rvLength of ['', ' ', '1', '32', '100'])
      expect(validateAlertForm(form({ rvLength }), TODAY)).toEqual({});
  });

  it('refuses anything else with one message', () => {
    for (const rvLength of ['0', '101', '22.5', 'long', '-3']) {
      expect(validateAlertForm(form({ rvLength }), TODAY).rvLength).toBe(ALERT_FORM_MESSAGES.rvLength);
    }
  });

  it('sends the length as a number, or null when empty', () => {
    expect(alertAttributes(form({ rvLength: ' 32 ' })).rvLengthFt).toBe(32);
    expect(alertAttributes(form({ rvLength: '' })).rvLengthFt).toBeNull();
  });
});

describe('includesWeekend', () => {
  it('needs both the Friday and the Saturday night', () => {
    expect(includesWeekend('2027-06-04', '2027-06-06')).toBe(true);
    expect(includesWeekend('2027-06-05', '2027-06-07')).toBe(false);
    expect(includesWeekend('2027-06-03', '2027-06-05')).toBe(false);
  });
});

describe('alertAttributes', () => {
  it('derives exact nights from the dates and never sends weekends only with them', () => {
    expect(alertAttributes(form({ nights: '9', weekendsOnly: true }))).toEqual({
      mode: 'exact',
      startDate: '2027-06-10',
      endDate: '2027-06-13',
      nights: 3,
      weekendsOnly: false,
      rvLengthFt: null,
    });
  });

  it('sends the flexible nights as typed', () => {
    expect(alertAttributes(form({ mode: 'flexible', nights: ' 2 ', weekendsOnly: true }))).toMatchObject({
      mode: 'flexible',
      nights: 2,
      weekendsOnly: true,
    });
  });
});

describe('newAlertForm', () => {
  it('starts from the stay the camper was looking at', () => {
    expect(newAlertForm({ startDate: '2027-06-10', endDate: '2027-06-12' })).toEqual({
      mode: 'exact',
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      nights: '2',
      weekendsOnly: false,
      rvLength: '',
    });
    expect(newAlertForm(null).startDate).toBe('');
  });
});
