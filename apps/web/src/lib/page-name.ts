// The page name analytics events carry: which kind of page, not which record (a campground's
// slug is in the path), so events group by page in any analytics tool. The spec's own names
// (analytics-page-name.ts) come first.
import { analyticsPageName } from './analytics-page-name';

const SECTIONS: Readonly<Record<string, string>> = {
  '': 'Home',
  search: 'Search',
  pro: 'PRO',
  'special-offer': 'PRO',
  signin: 'Sign In',
  signup: 'Sign Up',
  account: 'Account',
  alerts: 'Alerts',
  checkout: 'Checkout',
  claim: 'Claim',
  manager: 'Manager',
  admin: 'Admin',
  'trip-planner': 'Trip Planner',
  about: 'About',
};

const CAMPING_SUB_PAGES = new Set(['cities', 'near', 'parks', 'with']);

export function pageName(pathname: string): string {
  const named = analyticsPageName(pathname);
  if (named) return named;
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second, third] = segments;
  if (first === 'camping') {
    if (!second) return 'Camping';
    if (!third) return 'Region';
    return CAMPING_SUB_PAGES.has(third) ? 'Region List' : 'Campground';
  }
  const known = SECTIONS[first];
  if (known) return known;
  return first
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
