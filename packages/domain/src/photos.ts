// Photos: what the API accepts and the messages campers see, shared so the web can check first.

/** Largest upload accepted, in bytes (10 MB): enough for a phone's full-resolution JPEG. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Formats accepted, recognised by their first bytes (never the file name or declared type). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoAcceptedType = (typeof PHOTO_ACCEPTED_TYPES)[number];

export const PHOTO_CAPTION_MAX_LENGTH = 300;

/** Sizes stored for each photo, by their longest side in pixels (never upscaled). */
export const PHOTO_VARIANTS = { thumb: 320, medium: 960, large: 2048 } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

export const PHOTO_MESSAGES = {
  fileRequired: 'Please choose a photo to upload.',
  oneFileOnly: 'Please upload one photo at a time.',
  wrongType: 'Please upload a JPEG, PNG or WebP photo.',
  tooLarge: `Photos can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'This photo could not be read. Please try another file.',
  tooManyPixels: 'This photo has too many pixels. Please upload a smaller one.',
  campgroundRequired: 'Please choose the campground this photo is of.',
  reviewInvalid: 'Photos can only be added to your own review of this campground.',
  captionTooLong: `Captions can be at most ${PHOTO_CAPTION_MAX_LENGTH} characters.`,
  tooManyUploads: 'You have uploaded many photos in the last hour. Please wait a while and try again.',
} as const;
