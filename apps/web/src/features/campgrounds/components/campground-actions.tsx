'use client';

import { ReportButton } from '@/features/moderation/components/report-button';
import { SaveButton } from '@/features/saved-lists/components/save-button';
import { ShareButton } from '@/features/sharing/components/share-button';
import { campgroundPath } from '@/lib/camping-paths';
import styles from './campground-actions.module.css';

export interface CampgroundActionsProps {
  campground: { id: string; name: string; regionSlug: string; slug: string };
}

/** What a camper can do with a campground, in a row under its name. */
export function CampgroundActions({ campground }: CampgroundActionsProps) {
  return (
    <div className={styles.actions}>
      <SaveButton campground={{ id: campground.id, name: campground.name }} />
      <ShareButton target={{ kind: 'campground', title: campground.name, url: campgroundPath(campground) }} />
      <ReportButton target={{ type: 'campground', id: campground.id, name: campground.name }} />
    </div>
  );
}
