// Every overlay the host can show, by the spec's overlay id (section 2; neutral names for branded
// ids; the spec's "add" is one kind per thing added). Each entry's code is loaded only when it
// first opens. A `link` entry is linkable: its props are written into the URL (see
// lib/overlays/overlay-url.ts) so a link or a reload opens it.
// An overlay component takes its own props plus `onClose`, which dismisses it.
import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';

export interface OverlayControls {
  onClose: () => void;
}

interface OverlayLink<Props> {
  /** The props from the URL's overlay values; null when they do not make sense. */
  parse: (values: Record<string, string>) => Props | null;
  values: (props: Props) => Record<string, string>;
}

interface OverlayDefinition<Props> {
  component: ComponentType<Props & OverlayControls>;
  link?: OverlayLink<Props>;
}

/** A linkable overlay without props: the URL names only its kind. */
const noValues: OverlayLink<object> = { parse: () => ({}), values: () => ({}) };

export const overlayRegistry = {
  'sign-in-sign-up-upsell': {
    component: dynamic(
      () => import('@/features/auth/components/sign-in-sign-up-upsell-modal').then((m) => m.SignInSignUpUpsellModal),
      { ssr: false },
    ),
  },
  'pro-checkout': {
    component: dynamic(
      () => import('@/features/pro/components/pro-checkout-overlay').then((m) => m.ProCheckoutOverlay),
      { ssr: false },
    ),
  },
  // The pro-upgrade-modal experiment's pitches (variant a is the upsell above, opened at once).
  'pro-upgrade-modal-b': {
    component: dynamic(
      () => import('@/features/pro/components/upgrade-modals/pro-upgrade-modal-b').then((m) => m.ProUpgradeModalB),
      { ssr: false },
    ),
  },
  'pro-upgrade-modal-c': {
    component: dynamic(
      () => import('@/features/pro/components/upgrade-modals/pro-upgrade-modal-c').then((m) => m.ProUpgradeModalC),
      { ssr: false },
    ),
  },
  'pro-upgrade-modal-d': {
    component: dynamic(
      () => import('@/features/pro/components/upgrade-modals/pro-upgrade-modal-d').then((m) => m.ProUpgradeModalD),
      { ssr: false },
    ),
  },
  save: {
    component: dynamic(() => import('@/features/saved-lists/components/save-overlay').then((m) => m.SaveOverlay), {
      ssr: false,
    }),
  },
  share: {
    component: dynamic(() => import('@/features/sharing/components/share-overlay').then((m) => m.ShareOverlay), {
      ssr: false,
    }),
  },
  report: {
    component: dynamic(() => import('@/features/moderation/components/report-overlay').then((m) => m.ReportOverlay), {
      ssr: false,
    }),
  },
  'add-review': {
    component: dynamic(() => import('@/features/reviews/components/review-overlay').then((m) => m.ReviewOverlay), {
      ssr: false,
    }),
  },
  // Opened by the gallery when the URL is a /media path; it follows the URL from photo to photo.
  media: {
    component: dynamic(() => import('@/features/photos/components/media-overlay').then((m) => m.MediaOverlay), {
      ssr: false,
    }),
  },
  'add-photos': {
    component: dynamic(
      () => import('@/features/photos/components/add-photos-overlay').then((m) => m.AddPhotosOverlay),
      { ssr: false },
    ),
  },
  'add-field-report': {
    component: dynamic(
      () => import('@/features/field-reports/components/add-field-report-overlay').then((m) => m.AddFieldReportOverlay),
      { ssr: false },
    ),
  },
  // The spec's "delete" and "confirmation" are one shared component: a question and two buttons.
  delete: {
    component: dynamic(() => import('@/components/ui/confirmation-overlay').then((m) => m.ConfirmationOverlay), {
      ssr: false,
    }),
  },
  'delete-account': {
    component: dynamic(
      () => import('@/features/account/components/delete-account-overlay').then((m) => m.DeleteAccountOverlay),
      { ssr: false },
    ),
  },
  confirmation: {
    component: dynamic(() => import('@/components/ui/confirmation-overlay').then((m) => m.ConfirmationOverlay), {
      ssr: false,
    }),
  },
  // Booking (spec section 2): the stay's dates, one site in full, and how to book elsewhere.
  'date-range-picker': {
    component: dynamic(
      () => import('@/features/sites/components/date-range-picker-overlay').then((m) => m.DateRangePickerOverlay),
      { ssr: false },
    ),
  },
  'sites-about': {
    component: dynamic(
      () => import('@/features/sites/components/sites-about-overlay').then((m) => m.SitesAboutOverlay),
      { ssr: false },
    ),
  },
  'contact-booking': {
    component: dynamic(
      () => import('@/features/sites/components/contact-booking-overlay').then((m) => m.ContactBookingOverlay),
      { ssr: false },
    ),
  },
  // Claiming (spec section 2): a claim approved, a campground added by its owner or suggested by a camper.
  'claim-success': {
    component: dynamic(
      () => import('@/features/claims/components/claim-success-overlay').then((m) => m.ClaimSuccessOverlay),
      { ssr: false },
    ),
  },
  'listing-success': {
    component: dynamic(
      () => import('@/features/claims/components/listing-success-overlay').then((m) => m.ListingSuccessOverlay),
      { ssr: false },
    ),
  },
  'listing-success-camper': {
    component: dynamic(
      () => import('@/features/claims/components/listing-success-overlay').then((m) => m.ListingSuccessCamperOverlay),
      { ssr: false },
    ),
  },
  // Running reservations (spec section 2): manager-* overlays of the manager portal's tabs.
  'manager-reservation-approve': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/reservation-decision-overlays').then(
          (m) => m.ManagerReservationApproveOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-reservation-decline': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/reservation-decision-overlays').then(
          (m) => m.ManagerReservationDeclineOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-reservation-modify': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/reservation-change-overlays').then(
          (m) => m.ManagerReservationModifyOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-reservation-cancel': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/reservation-change-overlays').then(
          (m) => m.ManagerReservationCancelOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-internal-booking': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/manual-booking-overlays').then(
          (m) => m.ManagerInternalBookingOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-external-booking': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/manual-booking-overlays').then(
          (m) => m.ManagerExternalBookingOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-block-dates-create': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/block-overlays').then(
          (m) => m.ManagerBlockDatesCreateOverlay,
        ),
      {
        ssr: false,
      },
    ),
  },
  'manager-block-dates-edit': {
    component: dynamic(
      () =>
        import('@/features/manager-reservations/components/block-overlays').then((m) => m.ManagerBlockDatesEditOverlay),
      {
        ssr: false,
      },
    ),
  },
  // The manager portal (spec section 2): how setting up bookings ended, and a moved location.
  'setup-bookings-success': {
    component: dynamic(
      () => import('@/features/manager/components/setup-outcome-overlays').then((m) => m.SetupBookingsSuccessOverlay),
      { ssr: false },
    ),
  },
  'setup-bookings-standby': {
    component: dynamic(
      () => import('@/features/manager/components/setup-outcome-overlays').then((m) => m.SetupBookingsStandbyOverlay),
      { ssr: false },
    ),
  },
  'location-edit-success': {
    component: dynamic(
      () => import('@/features/manager/components/setup-outcome-overlays').then((m) => m.LocationEditSuccessOverlay),
      { ssr: false },
    ),
  },
  // Alerts (spec sections 1 and 2): the create/edit form, and PRO for a member without it.
  'alert-form': {
    component: dynamic(
      () => import('@/features/alerts/components/alert-form-overlay').then((m) => m.AlertFormOverlay),
      { ssr: false },
    ),
  },
  'alerts-pro-upgrade': {
    component: dynamic(
      () => import('@/features/alerts/components/alerts-pro-upgrade-overlay').then((m) => m.AlertsProUpgradeOverlay),
      { ssr: false },
    ),
  },
  'trip-planner-pro-upgrade': {
    component: dynamic(
      () =>
        import('@/features/trip-planner/components/trip-planner-pro-upgrade-overlay').then(
          (m) => m.TripPlannerProUpgradeOverlay,
        ),
      { ssr: false },
    ),
  },
  'connection-details': {
    component: dynamic(
      () =>
        import('@/features/connectivity/components/connection-details-overlay').then((m) => m.ConnectionDetailsOverlay),
      { ssr: false },
    ),
    link: noValues,
  },
  // The site shell (spec section 2): about, what can be added, the newsletter, the app prompts on
  // phones, this page as a QR code for a phone, and the search filters in a sidebar on phones.
  about: {
    component: dynamic(() => import('@/features/site-shell/components/about-overlay').then((m) => m.AboutOverlay), {
      ssr: false,
    }),
    link: noValues,
  },
  add: {
    component: dynamic(() => import('@/features/site-shell/components/add-overlay').then((m) => m.AddOverlay), {
      ssr: false,
    }),
    link: noValues,
  },
  'stay-connected': {
    component: dynamic(
      () => import('@/features/site-shell/components/stay-connected-overlay').then((m) => m.StayConnectedOverlay),
      { ssr: false },
    ),
    link: noValues,
  },
  'web-to-app-qr-code': {
    component: dynamic(
      () => import('@/features/site-shell/components/web-to-app-qr-overlay').then((m) => m.WebToAppQrOverlay),
      { ssr: false },
    ),
    link: noValues,
  },
  'interstitial-modal': {
    component: dynamic(
      () => import('@/features/site-shell/components/app-interstitial-overlay').then((m) => m.AppInterstitialOverlay),
      { ssr: false },
    ),
  },
  // The free account's pitch to a signed-out visitor after a few campground pages (ADR 0023).
  'join-gate': {
    component: dynamic(
      () => import('@/features/site-shell/components/join-gate-overlay').then((m) => m.JoinGateOverlay),
      { ssr: false },
    ),
  },
  'see-in-app': {
    component: dynamic(
      () => import('@/features/site-shell/components/see-in-app-overlay').then((m) => m.SeeInAppOverlay),
      { ssr: false },
    ),
  },
  'sidebar-filters': {
    component: dynamic(() => import('@/features/search/sidebar-filters-overlay').then((m) => m.SidebarFiltersOverlay), {
      ssr: false,
    }),
  },
};

export type OverlayKind = keyof typeof overlayRegistry;

/** The props a kind is opened with: its component's, less what the host supplies. */
export type OverlayProps<Kind extends OverlayKind> = Omit<
  ComponentProps<(typeof overlayRegistry)[Kind]['component']>,
  keyof OverlayControls
>;

export function isOverlayKind(kind: string): kind is OverlayKind {
  return Object.hasOwn(overlayRegistry, kind);
}

/** The linkable part of a kind's definition, if it has one. */
export function overlayLink(kind: OverlayKind): OverlayLink<object> | null {
  const definition: OverlayDefinition<object> = overlayRegistry[kind] as OverlayDefinition<object>;
  return definition.link ?? null;
}
