'use client';

import { useRouter } from 'next/navigation';
import { LaunchButton } from '@/components/ui/launch-button';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';

export interface AddPhotosButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/**
 * "Add photos" to the gallery without writing a review; signed-out visitors sign in first. Once
 * they are in, the page is rendered again so the gallery shows them.
 */
export function AddPhotosButton({ campgroundId, campgroundName }: AddPhotosButtonProps) {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  return (
    <LaunchButton
      label="Add photos"
      onLaunch={(notify) =>
        requireAccount(() =>
          openOverlay('add-photos', {
            campgroundId,
            campgroundName,
            onDone: (count) => {
              notify(
                count === 1
                  ? 'Thanks! Your photo is in the gallery.'
                  : `Thanks! Your ${count} photos are in the gallery.`,
              );
              router.refresh();
            },
          }),
        )
      }
    />
  );
}
