// What a PRO membership includes, said once for every PRO page. Only what Campwise has today is
// listed as included.
import { formatInteger } from '@/lib/format';

export interface ProBenefit {
  title: string;
  text: string;
  /** The page that shows the benefit at work. */
  href?: string;
  /** Part of booking a campsite: what the discount-camping page lists under "When you book". */
  booking?: boolean;
}

export function proBenefits(figures: { campgrounds: number; freeCampgrounds: number }): ProBenefit[] {
  return [
    {
      title: 'Free camping',
      text: `A map layer of the ${formatInteger(figures.freeCampgrounds)} campgrounds we know are free to stay at, so a night out costs nothing.`,
    },
    {
      title: `${formatInteger(figures.campgrounds)} campgrounds`,
      text: 'Every campground Campwise maps, from national forests to private RV parks, with the PRO layers on top.',
    },
    {
      title: 'Public lands on the map',
      text: 'National forest and National Park Service boundaries drawn on the search map, to see whose land you are on.',
    },
    {
      title: 'Cell coverage by carrier',
      text: 'AT&T, T-Mobile and Verizon coverage layers, to know before you go whether you can call, text or work.',
    },
    {
      title: 'Snag sold-out campsites',
      text: 'Set an alert for sold-out dates and hear within seconds when a site opens up, then book it in one tap.',
      href: '/alerts',
      booking: true,
    },
    {
      title: 'Trip planner',
      text: 'Plan a road trip with a campground for each night along the way, then save it, share it by link and book its nights.',
      href: '/trip-planner',
      booking: true,
    },
    {
      title: 'No extra booking fees',
      text: 'Book campsites on Campwise without the booking fee other campers pay, and get the member discount where a campground offers one.',
      booking: true,
    },
  ];
}

/** The benefits about finding and booking a campsite, in the order PRO pages list them. */
export function bookingBenefits(benefits: readonly ProBenefit[]): ProBenefit[] {
  return benefits.filter((benefit) => benefit.booking);
}
