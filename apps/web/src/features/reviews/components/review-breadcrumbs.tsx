import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { campgroundPath, regionPath } from '@/lib/camping-paths';

/** Home › State › Campground › … for the pages under a campground. */
export function CampgroundSubpageBreadcrumbs({
  campground,
  stateName,
  trail,
}: {
  campground: Campground;
  stateName: string;
  trail: readonly Crumb[];
}) {
  return (
    <Breadcrumbs
      items={[
        { label: 'Home', href: '/' },
        { label: stateName, href: regionPath(campground.regionSlug) },
        { label: campground.name, href: campgroundPath(campground) },
        ...trail,
      ]}
    />
  );
}
