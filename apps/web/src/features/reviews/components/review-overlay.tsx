'use client';

// The "add" overlay for a review (spec section 2), also used to edit one: the review form in the
// shared modal, opened through the overlay host and loaded when it opens.
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ReviewAttributes } from '../review-schema';
import { ReviewForm } from './review-form';

export interface ReviewOverlayProps {
  title: string;
  campgroundId: string;
  /** The camper's review to edit; none to write a new one. */
  existing?: ReviewAttributes | null;
  /** After the review is saved, once the overlay is closed. */
  onSaved: () => void;
  onClose: () => void;
}

/** The review form in the reusable modal; it cannot be closed while a save is under way. */
export function ReviewOverlay({ title, campgroundId, existing = null, onSaved, onClose }: ReviewOverlayProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onClose} title={title} closeDisabled={busy} size="medium">
      <ReviewForm
        campgroundId={campgroundId}
        existing={existing}
        onSaved={() => {
          onClose();
          onSaved();
        }}
        onBusyChange={setBusy}
        onCancel={onClose}
      />
    </Modal>
  );
}
