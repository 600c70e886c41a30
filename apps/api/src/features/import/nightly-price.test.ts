import { describe, expect, it } from 'vitest';
import { parseNightlyPriceCents } from './nightly-price.ts';

describe('parseNightlyPriceCents', () => {
  it.each([
    ['20 USD', 2000],
    ['USD 20', 2000],
    ['$15/night', 1500],
    ['$12', 1200],
    ['15', 1500],
    ['15.33 USD', 1533],
    ['$ 26.00 per night', 2600],
    ['12$ Per Night', 1200],
    ['30USD', 3000],
    ['US $8.00', 800],
    ['26 USD/day', 2600],
    ['20 USD/site', 2000],
    ['25 USD overnight', 2500],
    ['15 USD/tent; 25 USD/RV', 1500],
    ["Tents $21, Rv's $29", 2100],
    ['tents 20 USD/night;caravans 30 USD/night', 2000],
    ['$20/tent;$30/motorhome', 2000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseNightlyPriceCents(text)).toBe(cents);
  });

  it.each([
    null,
    '',
    'yes',
    'Free',
    '0',
    'Northwest Forest Pass',
    '$10-$20',
    '15-35 USD/night',
    '<$10',
    '18 CAD',
    '10 USD / person',
    '15.00 USD/person/night',
    '375 USD/month',
    '56 USD/day;340 USD/week;825 USD/month',
    '5 USD per vehicle',
    '$12 / group of 8',
    '$20 in-county / $26 out-of-county',
    '21 USD; 16 USD/WI resident',
    '$24 per night. $26 on holiday weekends. $7 for additional vehicles.',
    '790 USD/day',
    '29 USD Su-Th;34 USD Fr-Sa',
    '$10 with pass $5',
  ])('leaves %j unknown', (text) => {
    expect(parseNightlyPriceCents(text)).toBeNull();
  });
});
