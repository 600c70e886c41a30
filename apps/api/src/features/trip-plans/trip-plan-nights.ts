// A plan's nights as the member sees them: the date, the day's drive and whether the campground
// books here. Drives are estimated along the route (positions on the search line, scaled to the
// route's length, plus the way off the line and back), so they need no router call per day.
import { addDays } from '@campwise/domain';
import type { TripRouteSource } from '../../db/schema/trip-plans.ts';
import type { CampgroundRecord } from '../campgrounds/campground-repository.ts';
import { cumulativeMeters, positionOnLine } from './geo.ts';
import type { RouteView } from './trip-route-shape.ts';

export interface NightView {
  night: number;
  date: string | null;
  campground: CampgroundRecord;
  driveMeters: number;
  driveSource: TripRouteSource;
  routeMeters: number;
  detourMeters: number;
}

export interface PlanDays {
  nights: NightView[];
  /** The last chosen night's campground (or the origin) to the destination. */
  finalDriveMeters: number;
}

export function planDays(
  route: RouteView,
  startDate: string | null,
  nights: readonly { night: number; campground: CampgroundRecord }[],
): PlanDays {
  const cumulative = cumulativeMeters(route.searchLinePoints);
  const lineLength = cumulative[cumulative.length - 1] ?? 0;
  // Road meters per meter of the search line: the line cuts the road's corners.
  const scale = lineLength > 0 ? route.meters / lineLength : 1;
  let previous = { along: 0, off: 0 };
  const views: NightView[] = [];
  for (const { night, campground } of [...nights].sort((a, b) => a.night - b.night)) {
    const position = positionOnLine([campground.longitude, campground.latitude], route.searchLinePoints, cumulative);
    const drive = Math.abs(position.alongMeters - previous.along) * scale + previous.off + position.offMeters;
    views.push({
      night,
      date: startDate === null ? null : addDays(startDate, night - 1),
      campground,
      driveMeters: Math.round(drive),
      driveSource: route.source,
      routeMeters: Math.round(position.alongMeters),
      detourMeters: Math.round(position.offMeters),
    });
    previous = { along: position.alongMeters, off: position.offMeters };
  }
  const finalDriveMeters = Math.round(Math.abs(lineLength - previous.along) * scale + previous.off);
  return { nights: views, finalDriveMeters };
}
