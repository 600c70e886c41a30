import { describe, expect, it } from 'vitest';
import { pointerField, readErrors, toBody } from './community-client';

describe('toBody', () => {
  it('kebab-cases attributes, nested ones too, and wraps relationships in data', () => {
    const body = JSON.parse(
      toBody({
        type: 'field-reports',
        attributes: { visitedOn: '2026-06-01', signals: [{ carrier: 'att', signal: 'fair', downloadMbps: 4 }] },
        relationships: { campground: { type: 'campgrounds', id: '12' }, review: { type: 'reviews', id: '3' } },
      }),
    );
    expect(body).toEqual({
      data: {
        type: 'field-reports',
        attributes: { 'visited-on': '2026-06-01', signals: [{ carrier: 'att', signal: 'fair', 'download-mbps': 4 }] },
        relationships: {
          campground: { data: { type: 'campgrounds', id: '12' } },
          review: { data: { type: 'reviews', id: '3' } },
        },
      },
    });
  });

  it('sends the id on updates and leaves relationships out when there are none', () => {
    expect(JSON.parse(toBody({ type: 'reviews', id: '3', attributes: { rating: 5 } }))).toEqual({
      data: { id: '3', type: 'reviews', attributes: { rating: 5 } },
    });
  });
});

describe('readErrors', () => {
  it("reads the API's errors, or makes one up from the status", () => {
    const errors = [{ status: '409', detail: 'Already reviewed.' }];
    expect(readErrors(JSON.stringify({ errors }), 409, 'x')).toEqual(errors);
    expect(readErrors('<html>Bad gateway</html>', 502, 'Error creating reviews')).toEqual([
      { status: '502', title: '502', detail: 'Error creating reviews' },
    ]);
  });
});

describe('pointerField', () => {
  it('names the form field an error points at', () => {
    expect(pointerField({ source: { pointer: '/data/attributes/stayed-on' } })).toBe('stayedOn');
    expect(pointerField({ source: { pointer: '/data/relationships/campground' } })).toBeNull();
    expect(pointerField({})).toBeNull();
  });
});
