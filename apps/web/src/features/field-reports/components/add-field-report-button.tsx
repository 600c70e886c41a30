'use client';

import { useRouter } from 'next/navigation';
import { LaunchButton } from '@/components/ui/launch-button';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';

export interface AddFieldReportButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/**
 * "Add a field report": signed-out visitors sign in or up first (the form opens after). Once the
 * report is saved the page is rendered again, so it shows the report and the new connectivity.
 */
export function AddFieldReportButton({ campgroundId, campgroundName }: AddFieldReportButtonProps) {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  return (
    <LaunchButton
      label="Add a field report"
      onLaunch={(notify) =>
        requireAccount(() =>
          openOverlay('add-field-report', {
            campgroundId,
            campgroundName,
            onSaved: () => {
              notify('Thanks! Your field report is posted.');
              router.refresh();
            },
          }),
        )
      }
    />
  );
}
