import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PRODUCT_NAME } from '@campwise/domain';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { campgroundJsonLd } from '@/features/campgrounds/campground-json-ld';
import { AdSlot } from '@/features/ads/components/ad-slot';
import { agencyLabel, feeLabel, locationLine } from '@/features/campgrounds/campground-labels';
import { campgroundMetaDescription } from '@/features/campgrounds/campground-meta-description';
import { findCampground } from '@/features/campgrounds/campgrounds-api.server';
import { CampgroundActions } from '@/features/campgrounds/components/campground-actions';
import { CampgroundClaimLink } from '@/features/campgrounds/components/campground-claim-link';
import { CampgroundContact } from '@/features/campgrounds/components/campground-contact';
import { CampgroundDescription } from '@/features/campgrounds/components/campground-description';
import { CampgroundFacts } from '@/features/campgrounds/components/campground-facts';
import { CampgroundFeatures } from '@/features/campgrounds/components/campground-features';
import { CampgroundSources } from '@/features/campgrounds/components/campground-sources';
import { NearbyCampgrounds } from '@/features/campgrounds/components/nearby-campgrounds';
import { ConnectivityTable } from '@/features/connectivity/components/connectivity-table';
import { getConnectivity } from '@/features/connectivity/connectivity-api.server';
import { CampgroundFieldReports } from '@/features/field-reports/components/campground-field-reports';
import { CampgroundMap } from '@/features/map/campground-map';
import { CampgroundPhotoHero } from '@/features/photos/components/campground-photo-hero';
import { listRecentCampgroundPhotos } from '@/features/photos/photos-api.server';
import { CampgroundReviews } from '@/features/reviews/components/campground-reviews';
import { orNull } from '@/features/community/community-api.server';
import { communityCampground } from '@/features/community/community-campground';
import { listCampgroundReviews } from '@/features/reviews/reviews-api.server';
import { campgroundShareImage } from '@/features/sharing/campground-share-image.server';
import { shareMetadata } from '@/features/sharing/share-metadata';
import { getRegion } from '@/features/regions/regions-api.server';
import { bookingContactCampground } from '@/features/sites/booking-contact';
import { LazyBookingSection } from '@/features/sites/components/lazy-booking-section';
import { ContactToBookButton } from '@/features/sites/components/contact-to-book-button';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';
import { stayDatesFromQuery } from '@/features/sites/stay-dates';
import { campgroundPath, regionPath } from '@/lib/camping-paths';
import { serverConfig } from '@/lib/config.server';
import { formatCount } from '@/lib/format';
import styles from './campground-page.module.css';

/** Reviews shown on the campground page; the rest are on its reviews page. */
const RECENT_REVIEW_COUNT = 3;
/** Photos read for the top of the page: the cover and two beside it. */
const RECENT_PHOTO_COUNT = 3;

interface CampgroundPageProps {
  params: Promise<{ region: string; campground: string }>;
  /** ?start-date=…&end-date=…: the stay chosen in the booking section or carried from search. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadCampground(params: CampgroundPageProps['params']) {
  const { region, campground: slug } = await params;
  // An unknown state is the API's 400 on the campground search: ask for the state first, so
  // that /camping/narnia/anything is the not-found page.
  await getRegion(region);
  const detail = await findCampground(region, slug);
  if (!detail) notFound();
  const { campground } = detail;
  return {
    ...detail,
    stateName: detail.region?.name ?? campground.regionName,
    // The API also matches a state by its USPS code (/camping/CO/...).
    isCanonicalUrl: campground.regionSlug === region && campground.slug === slug,
  };
}

export async function generateMetadata({ params }: CampgroundPageProps): Promise<Metadata> {
  const { campground, stateName } = await loadCampground(params);
  const path = campgroundPath(campground);
  const description = campgroundMetaDescription(campground, stateName);
  return {
    title: { absolute: `${campground.name} — Camping in ${stateName} | ${PRODUCT_NAME}` },
    description,
    alternates: { canonical: path },
    ...shareMetadata({
      title: `${campground.name} — Camping in ${stateName}`,
      description,
      url: `${serverConfig.publicWebUrl}${path}`,
      image: await campgroundShareImage(campground.id, campground.name),
    }),
  };
}

export default async function CampgroundPage({ params, searchParams }: CampgroundPageProps) {
  const { campground, nearby, stateName, isCanonicalUrl } = await loadCampground(params);
  const path = campgroundPath(campground);
  if (!isCanonicalUrl) permanentRedirect(path);
  const agency = agencyLabel(campground);
  const pageUrl = `${serverConfig.publicWebUrl}${path}`;
  const stayDates = stayDatesFromQuery(await searchParams);
  const { coverPhoto } = campground;
  const [recentReviews, connectivity, recentPhotos] = await Promise.all([
    orNull(() => listCampgroundReviews(campground.id, 1, 'newest', RECENT_REVIEW_COUNT), 'reviews'),
    orNull(() => getConnectivity(campground.id), 'connectivity'),
    // Only a campground with a cover has photos to put beside it.
    coverPhoto ? orNull(() => listRecentCampgroundPhotos(campground.id, RECENT_PHOTO_COUNT), 'photos') : null,
  ]);

  return (
    <div className="page">
      <JsonLd data={campgroundJsonLd(campground, pageUrl)} />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: stateName, href: regionPath(campground.regionSlug) },
          { label: campground.name },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{campground.name}</h1>
        <p className={styles.location}>{locationLine(campground, stateName)}</p>
        <ul className={styles.tags} aria-label="Key facts">
          {agency && <li>{agency}</li>}
          <li>{feeLabel(campground)}</li>
          {campground.numSites !== null && <li>{formatCount(campground.numSites, 'site')}</li>}
        </ul>
        <CampgroundActions
          campground={{
            id: campground.id,
            name: campground.name,
            regionSlug: campground.regionSlug,
            slug: campground.slug,
          }}
        />
        {campground.demoInventory && <DemoInventoryNotice />}
      </header>
      {coverPhoto && (
        // A camper's photo leads the page (ADR 0030); without one, the map picture beside does.
        <CampgroundPhotoHero
          campground={communityCampground(campground)}
          cover={coverPhoto}
          recent={recentPhotos?.photos ?? []}
          total={recentPhotos?.total ?? 1}
        />
      )}

      <div className={styles.layout}>
        <div className={styles.side}>
          <figure className={styles.mapFigure}>
            <CampgroundMap
              latitude={campground.latitude}
              longitude={campground.longitude}
              name={campground.name}
              styleUrl={serverConfig.browser.mapStyleUrl}
            />
            <figcaption className={styles.coordinates}>
              {campground.latitude.toFixed(4)}, {campground.longitude.toFixed(4)}
            </figcaption>
          </figure>
          <section aria-labelledby="glance-heading" className={styles.panel}>
            <h2 id="glance-heading">At a glance</h2>
            <CampgroundFacts campground={campground} />
          </section>
          <section aria-labelledby="contact-heading" className={styles.panel}>
            <h2 id="contact-heading">Contact</h2>
            <CampgroundContact campground={campground} />
            {campground.bookable ? null : (
              <div className={styles.contactToBook}>
                <ContactToBookButton campground={bookingContactCampground(campground)} />
              </div>
            )}
            <CampgroundClaimLink campground={campground} />
          </section>
          <div className={styles.panel}>
            <ConnectivityTable rows={connectivity} addReportHref="#field-reports-heading" />
          </div>
          <AdSlot slotId="campground-side" size="medium-rectangle" className={styles.sideAd} />
        </div>

        <div className={styles.main}>
          {campground.bookable && (
            <LazyBookingSection
              campground={{ id: campground.id, name: campground.name, bookingPolicy: campground.bookingPolicy }}
              initialDates={stayDates}
            />
          )}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">About {campground.name}</h2>
            {campground.description ? (
              <CampgroundDescription campground={campground} className={styles.description} />
            ) : (
              <p className={styles.muted}>No description has been published for this campground yet.</p>
            )}
          </section>
          <CampgroundFeatures campground={campground} />
          <CampgroundReviews campground={communityCampground(campground)} page={recentReviews} />
          <CampgroundFieldReports campground={communityCampground(campground)} />
          <NearbyCampgrounds campground={campground} nearby={nearby} />
          <CampgroundSources campground={campground} />
        </div>
      </div>
    </div>
  );
}
