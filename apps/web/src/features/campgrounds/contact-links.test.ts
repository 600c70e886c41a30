import { describe, expect, it } from 'vitest';
import { displayWebsite, mailtoHref, telHref, websiteHref } from './contact-links';

describe('contact links', () => {
  it('dials the digits of a phone number', () => {
    expect(telHref('870-439-2502')).toBe('tel:8704392502');
    expect(telHref('(907) 835.2282')).toBe('tel:9078352282');
    expect(telHref('n/a')).toBeNull();
  });

  it('links websites over http(s) only, adding https:// when the scheme is missing', () => {
    expect(websiteHref('https://www.recreation.gov/camping/campgrounds/10001451')).toBe(
      'https://www.recreation.gov/camping/campgrounds/10001451',
    );
    expect(websiteHref('www.nps.gov/buff')).toBe('https://www.nps.gov/buff');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('ftp://example.org')).toBeNull();
  });

  it('links email addresses that look like one', () => {
    expect(mailtoHref('ranger@nps.gov')).toBe('mailto:ranger@nps.gov');
    expect(mailtoHref('call the office')).toBeNull();
  });

  it('shows a website by its host name', () => {
    expect(displayWebsite('https://www.recreation.gov/camping/campgrounds/234053')).toBe('recreation.gov');
    expect(displayWebsite('http://parks.state.co.us/')).toBe('parks.state.co.us');
  });
});
