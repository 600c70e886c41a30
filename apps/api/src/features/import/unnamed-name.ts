// A descriptive name for campgrounds no source names (mostly OSM backcountry pads), so that lists,
// pages and slugs read as something: "Backcountry campsite near Ely".
import type { SiteType } from '@campwise/domain';

function kindOf(siteTypes: readonly SiteType[]): string {
  if (siteTypes.includes('backcountry')) return 'Backcountry campsite';
  if (siteTypes.includes('dispersed')) return 'Dispersed campsite';
  if (siteTypes.includes('group')) return 'Group campsite';
  if (siteTypes.includes('cabin')) return 'Cabin';
  if (siteTypes.includes('rv') && !siteTypes.includes('tent')) return 'RV park';
  return 'Campsite';
}

/** "<kind> near <town>", or "<kind> in <state>" when no town is within range. */
export function describeUnnamed(siteTypes: readonly SiteType[], town: string | null, regionName: string): string {
  return town ? `${kindOf(siteTypes)} near ${town}` : `${kindOf(siteTypes)} in ${regionName}`;
}
