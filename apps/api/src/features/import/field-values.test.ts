import { describe, expect, it } from 'vitest';
import {
  cleanText,
  normalizeEmail,
  normalizePhone,
  normalizeWebsite,
  parseCoordinate,
  parseWholeNumber,
} from './field-values.ts';

describe('field values', () => {
  it('cleans text and placeholders', () => {
    expect(cleanText('  Twin   Lakes ')).toBe('Twin Lakes');
    expect(cleanText('N/A')).toBeNull();
    expect(cleanText('')).toBeNull();
  });

  it('treats 0 and blanks as missing coordinates', () => {
    expect(parseCoordinate('35.54', 90)).toBe(35.54);
    expect(parseCoordinate('0', 90)).toBeNull();
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('95', 90)).toBeNull();
  });

  it('parses the first whole number', () => {
    expect(parseWholeNumber('1,295')).toBe(1295);
    expect(parseWholeNumber('81 Campsites')).toBe(81);
    expect(parseWholeNumber('dispersed')).toBeNull();
    expect(parseWholeNumber('0')).toBeNull();
  });

  it('normalises the first US phone number', () => {
    expect(normalizePhone('907.835.2282/907.225.3101')).toBe('907-835-2282');
    expect(normalizePhone('1 (877) 444-6777')).toBe('877-444-6777');
    expect(normalizePhone('+1 218 365 2963')).toBe('218-365-2963');
    expect(normalizePhone('N/A')).toBeNull();
    expect(normalizePhone('555-1234')).toBeNull();
  });

  it('accepts http(s) websites only', () => {
    expect(normalizeWebsite('www.koa.com/campgrounds/ely')).toBe('https://www.koa.com/campgrounds/ely');
    expect(normalizeWebsite('http://example.org')).toBe('http://example.org/');
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
    expect(normalizeWebsite('not a url')).toBeNull();
  });

  it('finds the first e-mail address', () => {
    expect(normalizeEmail('ben@usace.army.mil; mary@usace.army.mil')).toBe('ben@usace.army.mil');
    expect(normalizeEmail('www.fs.fed.us/r3/prescott')).toBeNull();
  });
});
