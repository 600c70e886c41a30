// Business constants from the product specification (section 9). One home, shared by web and API.

export const PRODUCT_NAME = 'Campwise';
export const API_VERSION = 'v6';
export const API_BASE_PATH = `/api/${API_VERSION}`;
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export const MAP_ACCENT_COLOR = '#397c70';
export const SEARCH_DEFAULT_ZOOM = 10;
export const BOUNDING_BOX_PRECISION = 3;
/** Region pages under /camping/{region}/ that a campground slug must never shadow. */
export const RESERVED_REGION_SEGMENTS = ['cities', 'parks', 'near', 'with'] as const;
/** "Campgrounds near {place}": within this many km of the place's point (about 31 miles). */
export const NEAR_RADIUS_KM = 50;
/** A national park without a polygon in the open data covers campgrounds this close to its point. */
export const PARK_FALLBACK_RADIUS_KM = 10;

/** Where the product assumes the user is when it cannot tell: the centre of the contiguous US. */
export const DEFAULT_USER_LOCATION = {
  lat: 39.8283,
  long: -98.5795,
  country: 'US',
  city: 'White Rock',
  region: 'ks',
  userLocationFound: false,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const CLAIMS_PAGE_SIZE = 200;
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 20;

/** Cookie marking a PRO member ({product}-pro-user); set at sign-in, cleared at sign-out. */
export const PRO_USER_COOKIE = 'campwise-pro-user';
export const PROVIDER_POPUP_SIZE = { width: 700, height: 800 } as const;
export const ONE_TAP_MIN_WIDTH = 600;
export const NAV_BREAKPOINT = 900;
export const SAVED_CAMPGROUND_REPLAY_MS = 900;
export const OVERLAY_REMOVAL_MS = 600;
/** Ads (spec section 9): a slot is filled this far before it scrolls into view (IntersectionObserver rootMargin). */
export const AD_LAZY_LOAD_MARGIN = '30%';
/** Ads (spec section 9): the ad refresh delay; when it applies: decision 0020. */
export const AD_REFRESH_MS = 1500;
/** Analytics (spec section 9): a click's label is cut to this many characters. */
export const CLICK_LABEL_MAX_LENGTH = 50;
