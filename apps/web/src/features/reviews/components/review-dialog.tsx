'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ReviewAttributes } from '../review-schema';
import { ReviewForm } from './review-form';

export interface ReviewDialogProps {
  open: boolean;
  title: string;
  campgroundId: string;
  existing?: ReviewAttributes | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The review form in the reusable modal; it cannot be closed while a save is under way. */
export function ReviewDialog({ open, title, campgroundId, existing = null, onClose, onSaved }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={title} closeDisabled={busy} size="medium">
      <ReviewForm
        campgroundId={campgroundId}
        existing={existing}
        onSaved={onSaved}
        onBusyChange={setBusy}
        onCancel={onClose}
      />
    </Modal>
  );
}
