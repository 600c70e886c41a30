'use client';

import { PHOTO_CAPTION_MAX_LENGTH } from '@campwise/domain';
import { type DragEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { formatFileSize, MAX_PHOTOS_PER_REVIEW, PHOTO_ACCEPT } from '../photo-files';
import { type PendingPhoto, pendingPhoto } from '../pending-photo';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  id: string;
  photos: readonly PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
  disabled: boolean;
  /** With a review photos are optional; on their own they are the point. */
  label?: string;
}

/** Frees the previews' blob: URLs when the form goes away. */
function useRevokeOnUnmount(photos: readonly PendingPhoto[]) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);
}

function statusText(photo: PendingPhoto): string {
  switch (photo.status) {
    case 'ready':
      return formatFileSize(photo.file.size);
    case 'invalid':
    case 'failed':
      return photo.error ?? 'Could not upload this photo.';
    case 'uploading':
      return `Uploading… ${Math.round(photo.progress * 100)}%`;
    case 'done':
      return 'Uploaded';
  }
}

/** Whether a drag carries files (not text or a link dragged from the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Choose photos (JPEG, PNG or WebP up to 10 MB), caption them, and follow each upload. Photos are
 * dropped on the zone or picked with the file chooser: a click anywhere on the zone opens it, and
 * the real file input inside (visually hidden, named by the label) takes keyboard focus and opens
 * it with Enter or Space. Each chosen photo shows a preview and can be removed before upload.
 */
export function PhotoPicker({ id, photos, onChange, disabled, label = 'Photos (optional)' }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  useRevokeOnUnmount(photos);
  const room = MAX_PHOTOS_PER_REVIEW - photos.filter((photo) => photo.status !== 'invalid').length;
  const blocked = disabled || room <= 0;

  const add = (files: FileList | null) => {
    if (!files || blocked) return;
    const chosen = Array.from(files).slice(0, Math.max(0, room)).map(pendingPhoto);
    onChange([...photos, ...chosen]);
    // Clearing the input lets the same file be chosen again after removing it.
    if (input.current) input.current.value = '';
  };

  const update = (key: string, change: Partial<PendingPhoto>) =>
    onChange(photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    // Without preventDefault the browser would open the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    setDragging(!blocked);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  // The whole zone opens the chooser for a mouse or touch; the input's own click is left alone.
  const onZoneClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== input.current) input.current?.click();
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        JPEG, PNG or WebP, up to 10 MB each; at most {MAX_PHOTOS_PER_REVIEW}. Location data is removed.
      </p>
      {/* Keyboard users reach the file input inside; this zone adds dropping and a bigger target. */}
      <div
        className={styles.dropZone}
        data-testid="photo-drop-zone"
        data-dragging={dragging ? '' : undefined}
        data-disabled={blocked ? '' : undefined}
        onClick={onZoneClick}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={blocked}
          aria-describedby={`${id}-zone ${id}-hint`}
          onChange={(event) => add(event.target.files)}
          onKeyDown={(event) => {
            // Space opens the chooser natively; Enter, which campers also try on a button, may not.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            input.current?.click();
          }}
          // The real file input stays in the page (focusable, labelled, what assistive tech and
          // tests use), out of sight: the zone is what campers see and click.
          className="visually-hidden"
        />
        <svg viewBox="0 0 24 24" className={styles.zoneIcon} aria-hidden="true" focusable="false">
          <path
            d="M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p id={`${id}-zone`} className={styles.zoneText}>
          {room <= 0 ? (
            `${MAX_PHOTOS_PER_REVIEW} photos chosen, the most at once. Remove one to choose another.`
          ) : (
            <>
              Drag photos here or <span className={styles.browse}>choose files</span>
            </>
          )}
        </p>
      </div>
      {photos.length > 0 && (
        <ul className={styles.list} aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.item} data-status={photo.status}>
              {/* A local preview (blob: URL): there is nothing for next/image to optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.previewUrl} alt="" className={styles.preview} />
              <div className={styles.details}>
                <span className={styles.name}>{photo.file.name}</span>
                {photo.status !== 'invalid' && (
                  <input
                    type="text"
                    value={photo.caption}
                    maxLength={PHOTO_CAPTION_MAX_LENGTH}
                    placeholder="Caption (optional)"
                    aria-label={`Caption for photo ${index + 1}`}
                    disabled={disabled || photo.status === 'done' || photo.status === 'uploading'}
                    onChange={(event) => update(photo.key, { caption: event.target.value })}
                    className={styles.caption}
                  />
                )}
                {photo.status === 'uploading' && (
                  <progress
                    max={1}
                    value={photo.progress}
                    aria-label={`Uploading ${photo.file.name}`}
                    className={styles.progress}
                  />
                )}
                <span
                  className={styles.status}
                  role={photo.status === 'failed' || photo.status === 'invalid' ? 'alert' : undefined}
                >
                  {statusText(photo)}
                </span>
              </div>
              {photo.status !== 'done' && photo.status !== 'uploading' && (
                <button
                  type="button"
                  className={styles.remove}
                  disabled={disabled}
                  aria-label={`Remove ${photo.file.name}`}
                  onClick={() => {
                    URL.revokeObjectURL(photo.previewUrl);
                    onChange(photos.filter((other) => other.key !== photo.key));
                  }}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
