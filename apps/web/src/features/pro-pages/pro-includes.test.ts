import { describe, expect, it } from 'vitest';
import { bookingBenefits, proBenefits } from './pro-includes';

describe('bookingBenefits', () => {
  it('lists the three booking perks by name, each with what it does', () => {
    const perks = bookingBenefits(proBenefits({ campgrounds: 12_000, freeCampgrounds: 900 }));
    expect(perks.map((perk) => perk.title)).toEqual([
      'Snag sold-out campsites',
      'Trip planner',
      'No extra booking fees',
    ]);
    expect(perks.find((perk) => perk.title === 'Snag sold-out campsites')?.href).toBe('/alerts');
    expect(perks.find((perk) => perk.title === 'Trip planner')?.href).toBe('/trip-planner');
    for (const perk of perks) expect(perk.text.length).toBeGreaterThan(40);
  });

  it('leaves out the map benefits, which are not about booking', () => {
    const titles = bookingBenefits(proBenefits({ campgrounds: 12_000, freeCampgrounds: 900 })).map(
      (perk) => perk.title,
    );
    expect(titles).not.toContain('Free camping');
    expect(titles).not.toContain('Cell coverage by carrier');
  });
});
