import { describe, expect, it } from 'vitest';
import { fileIdentity, refusalInput, shownRefusal } from './refusal';

describe('an API refusal', () => {
  const refusal = { input: refusalInput('123456'), messages: ['That code is not right.'] };

  it('shows while the input is what was refused', () => {
    expect(shownRefusal(refusal, refusalInput('123456'))).toEqual(['That code is not right.']);
    expect(shownRefusal(null, refusalInput('123456'))).toEqual([]);
  });

  it('goes as soon as the input changes', () => {
    expect(shownRefusal(refusal, refusalInput('12345'))).toEqual([]);
    expect(shownRefusal(refusal, refusalInput('123456', 'listed-phone'))).toEqual([]);
  });

  it('tells parts apart, whatever they contain', () => {
    expect(refusalInput('a,b', 'c')).not.toBe(refusalInput('a', 'b,c'));
    expect(refusalInput('business-email', null)).toBe(refusalInput('business-email', ''));
  });

  it('tells two files with one name apart', () => {
    const bill = { name: 'bill.pdf', size: 10, lastModified: 1 };
    expect(fileIdentity(bill)).not.toBe(fileIdentity({ ...bill, size: 11 }));
    expect(fileIdentity(null)).toBe('');
  });
});
