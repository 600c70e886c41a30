// The web app's borders, enforced the way bulletproof-react does it, with ESLint's own
// no-restricted-imports (one `files` block per folder, no plugin): shared code (components/,
// lib/) never imports features or app routes; features never import app routes; and a feature
// imports another feature only if it is listed below as depending on it. The overlay host is
// the one exception by design: its registry loads each feature's overlay when it opens, and
// features reach the host through its hook (`features/overlays/use-overlays`) only.
import { readdirSync } from 'node:fs';

const WEB = 'apps/web/src';

/**
 * Which features each feature may import, with why. A new edge is a design decision: prefer
 * moving the shared piece into components/ or lib/ (or a small shared feature, like
 * `community`) to adding one here, and keep edges one way. Pairs that still import each other,
 * to be cut the same way: campgrounds ↔ regions, campgrounds ↔ saved-lists, places ↔ search,
 * map-layers ↔ search.
 */
const featureDependencies = {
  // The account page shows the signed-in user (auth), the PRO membership box (membership) and
  // the "Get alerts on this device" switch (push).
  account: ['auth', 'membership', 'push'],
  // Ads are never shown to PRO members: the session (auth) says who is one. House ads promote
  // PRO with the PRO pages' figures (pro-pages).
  ads: ['auth', 'pro-pages'],
  // The admin screens: the claims queue reads claims as the claim pages do (claims); a suggested
  // listing is shown on the small campground map (map); the analytics page names each
  // experiment's variants by their headers (experiments).
  admin: ['claims', 'experiments', 'map'],
  // Alerts: setting one needs an account and PRO (the trial upsell); an opening is booked in
  // checkout; my-alerts shows the push toggle.
  alerts: ['auth', 'checkout', 'pro', 'push'],
  // Detail page: the report, save and share buttons. A campground is read with its region
  // (region schema), and a sub-page URL checks the region first (regions API).
  campgrounds: ['moderation', 'regions', 'saved-lists', 'sharing'],
  // Booking needs an account (auth) and pays with PRO's card entry (pro). The demo notice is
  // composed in by app/ and the dates step reads the sites itself, so sites → checkout stays one way.
  checkout: ['auth', 'pro'],
  // Claiming: the campground autocomplete is search's (kind campgrounds); /claim/add picks the
  // location on the map (map).
  // After an approval the session user is read again (auth) so the manager link shows.
  claims: ['auth', 'map', 'search'],
  // What the community pages (reviews, photos, field reports, connectivity) share: their URLs,
  // the campground they carry and reads as the signed-in visitor (auth's server session).
  community: ['auth'],
  // Connectivity is read with the community pages' viewer-aware client.
  connectivity: ['community'],
  // Writing needs an account (auth); paths, the campground and reads come from community.
  'field-reports': ['auth', 'community'],
  // A gift is bought like PRO, with pro's card entry and API; buying needs an account.
  gifts: ['auth', 'pro'],
  // The home page's hero: the search page's own place autocomplete, leading to /search.
  home: ['search'],
  // The header shows the signed-in user, their notifications bell and the Get PRO button.
  layout: ['auth', 'notifications', 'pro'],
  // Layers are a PRO feature (upsell); the layer choice is kept with the search map's preferences.
  'map-layers': ['auth', 'pro', 'search'],
  // The manager's reservations are the camper's reservation resource with manager extras: read
  // with checkout's parser (price lines included), as trips does.
  'manager-reservations': ['checkout'],
  // The manager portal: the signed-in user (auth); its reservation, blocked-date and calendar-sync
  // tabs and the portal's one dollar-amount parser (manager-reservations); the site labels campers
  // read (sites); the listing's location is moved with the map's location picker (map).
  manager: ['auth', 'manager-reservations', 'map', 'sites'],
  // The membership box reads and changes the PRO membership through pro's API.
  membership: ['auth', 'pro'],
  // The bell is the signed-in member's.
  notifications: ['auth'],
  // Reporting needs an account; the admin queue links to reported reviews and photos (community).
  moderation: ['auth', 'community'],
  // The registry loads each feature's overlay when it opens (see the header).
  overlays: [
    'account',
    'alerts',
    'auth',
    'claims',
    'connectivity',
    'field-reports',
    'manager',
    'manager-reservations',
    'moderation',
    'photos',
    'pro',
    'reviews',
    'saved-lists',
    'search',
    'sharing',
    'site-shell',
    'sites',
    'trip-planner',
  ],
  // Adding photos needs an account; the media overlay has the report and share buttons.
  photos: ['auth', 'community', 'moderation', 'sharing'],
  // Guides list campgrounds from the data (cards and schema); /new shows them and reads the
  // changelog, the recent-activity schemas and field report items from guides.
  guides: ['campgrounds'],
  'whats-new': ['campgrounds', 'guides'],
  // A place page lists campgrounds near it; its URLs use search's filter parsing (in a test).
  places: ['campgrounds', 'search'],
  // Buying PRO needs an account; the pro-upgrade-modal experiment picks the upsell's pitch.
  pro: ['auth', 'experiments'],
  // The analytics set-up sends the signed-in user's token with events and assigns experiments.
  analytics: ['auth', 'experiments'],
  // The PRO pages sell PRO: the plan, the Get PRO button and the upsell.
  'pro-pages': ['auth', 'pro'],
  // A region page lists its campgrounds and places, filtered the way search filters them.
  regions: ['campgrounds', 'places', 'search'],
  // A review embeds photos and an optional field report (spec: write a review), so the review
  // form uses the photo picker and upload and the field-report fields and API; one way only.
  // The review card has the report and share buttons; breadcrumbs name the campground.
  reviews: ['auth', 'campgrounds', 'community', 'field-reports', 'moderation', 'photos', 'sharing'],
  // The trip planner: Save needs an account and PRO (the trial upsell); places come from search's
  // location autocomplete and its filters; campground cards and labels; the offline basemap (map);
  // a night's stay dates as a campground's booking takes them (sites).
  'trip-planner': ['auth', 'campgrounds', 'map', 'pro', 'search', 'sites'],
  // A camper's trips: a session (auth); the reservation, its price lines, the calendar file and
  // its API calls are the checkout's, shown again after the stay is booked.
  trips: ['auth', 'checkout'],
  // The about overlay credits the data with the footer's attribution list; the join gate links
  // to the sign-up and sign-in pages with the way back (auth).
  'site-shell': ['auth', 'layout'],
  // The Help widget prefills the signed-in user's name and email (auth).
  support: ['auth'],
  // Saving needs an account; saved lists show campground cards.
  'saved-lists': ['auth', 'campgrounds'],
  // The search page: campground cards and labels, the map and its layers, places, save buttons,
  // and the stay dates (the date-range picker button and the dates a campground link carries).
  search: ['campgrounds', 'map', 'map-layers', 'places', 'saved-lists', 'sites'],
  // Bookable sites: the campground's contact details (contact-booking) and its Book buttons
  // start the checkout; sold-out dates offer an alert.
  sites: ['alerts', 'campgrounds', 'checkout'],
};

const features = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noAppImports = {
  group: ['@/app/**', '**/app/**/page', '**/app/**/layout'],
  message: 'Only app/ composes routes: import from features/, components/ or lib/ instead.',
};

const sharedBlock = {
  files: [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/**', '**/features/**'],
            message: 'Shared components/ and lib/ never import features: pass what they need in (props, callbacks).',
          },
          noAppImports,
        ],
      },
    ],
  },
};

const featureBlocks = features.map((feature) => {
  const allowed = featureDependencies[feature] ?? [];
  const reachable = allowed.map((name) =>
    // The host's registry and context are its own business; other features use the hook.
    name === 'overlays' ? '!@/features/overlays/use-overlays' : `!@/features/${name}/**`,
  );
  const overlays = feature === 'overlays' ? [] : ['!@/features/overlays/use-overlays'];
  return {
    files: [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`, ...reachable, ...overlays],
              message: `features/${feature} may import only the features listed for it in eslint.web-borders.js; share through components/ or lib/ instead.`,
            },
            {
              group: ['../../*', '../../**'],
              message: 'Reach another feature through "@/features/…" so the border rule sees it.',
            },
            noAppImports,
          ],
        },
      ],
    },
  };
});

export const webBorders = [sharedBlock, ...featureBlocks];
