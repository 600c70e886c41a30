import { describe, expect, it } from 'vitest';
import { verificationChoices } from './verification-choices';

describe('verification choices', () => {
  it('offers every way the listing allows, the document last', () => {
    const choices = verificationChoices({
      email: 'camp@aspengrove.com',
      phone: '(970) 555-0100',
      website: 'https://www.aspengrove.com/stay',
    });
    expect(choices.map((choice) => choice.method)).toEqual([
      'listed-email',
      'listed-phone',
      'business-email',
      'document',
    ]);
    expect(choices[0]?.detail).toContain('camp@aspengrove.com');
    expect(choices[2]?.detail).toBe('An address at aspengrove.com, the campground’s website.');
  });

  it('leaves out what the listing does not publish; a document is always possible', () => {
    expect(verificationChoices({ email: null, phone: null, website: null }).map((choice) => choice.method)).toEqual([
      'document',
    ]);
    expect(
      verificationChoices({ email: null, phone: '970 555 0100', website: 'not a url at all' }).map((c) => c.method),
    ).toEqual(['listed-phone', 'document']);
  });

  it('offers no business email when the website is a shared host such as recreation.gov', () => {
    expect(
      verificationChoices({ email: null, phone: null, website: 'https://www.recreation.gov/camping/232713' }).map(
        (c) => c.method,
      ),
    ).toEqual(['document']);
  });
});
