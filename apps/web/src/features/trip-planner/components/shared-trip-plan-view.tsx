// The read-only plan behind a shared link: the route, each night's campground with the day's drive
// (as the API worked it out) and Book links, the map, and a Print button. No editing here.
import { buildItinerary, routeSourceText } from '../itinerary';
import { tripNights, tripDatesText } from '../trip-nights';
import type { TripPlan } from '../trip-plan-records';
import { ItineraryView } from './itinerary-view';
import { PrintButton } from './print-button';
import { TripMap, type TripMapCampground } from './trip-map';
import styles from './trip-planner.module.css';

export function SharedTripPlanView({ plan, styleUrl }: { plan: TripPlan; styleUrl: string | null }) {
  const nightCount = Math.max(plan.nightCount, 1);
  const nights = tripNights(plan.startDate, nightCount);
  const byNight = new Map(plan.nights.map((night) => [night.night, night]));
  const chosen = nights.map((night) => {
    const record = byNight.get(night.night);
    return record ? (plan.campgrounds[record.campgroundId] ?? null) : null;
  });
  const itinerary = buildItinerary(nights, chosen, {
    nights: nights.map((night) => byNight.get(night.night)?.driveMeters ?? null),
    finalMeters: plan.finalDriveMeters ?? plan.route.meters,
  });
  const greatCircle = plan.route.source === 'great-circle';
  const campgrounds: TripMapCampground[] = [];
  for (const [index, campground] of chosen.entries()) {
    if (!campground) continue;
    const listed = campgrounds.find((item) => item.id === campground.id);
    if (listed) listed.nights.push(index + 1);
    else {
      campgrounds.push({
        id: campground.id,
        name: campground.name,
        lng: campground.longitude,
        lat: campground.latitude,
        nights: [index + 1],
      });
    }
  }
  return (
    <div className={styles.page} data-testid="shared-trip-plan">
      <div className={styles.titleRow}>
        <div>
          <h1 className={styles.title}>{plan.name}</h1>
          <p className={styles.lead}>{plan.places.map((place) => place.name).join(' → ')}</p>
          <p className={styles.lead}>{tripDatesText(plan.startDate, nightCount)}</p>
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <PrintButton />
        </div>
      </div>
      <p className={greatCircle ? styles.routeNote : styles.roadNote} data-testid="route-source">
        {routeSourceText(plan.route.source)}
      </p>
      <p className={`${styles.note} ${styles.noPrint}`}>A shared trip plan: read-only.</p>
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <TripMap
            places={plan.places}
            route={plan.route.coordinates}
            greatCircle={greatCircle}
            campgrounds={campgrounds}
            styleUrl={styleUrl}
          />
        </div>
        <div className={styles.controls}>
          <ItineraryView
            itinerary={itinerary}
            destinationName={plan.places.at(-1)?.name ?? 'the destination'}
            greatCircle={greatCircle}
          />
        </div>
      </div>
    </div>
  );
}
