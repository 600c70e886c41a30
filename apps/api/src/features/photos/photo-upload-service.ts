// An upload, in the order that stores nothing unless everything is right: fields, campground,
// review, the file's bytes, decoding; then the files, then the row. A failure after the first
// file is written deletes what was written, so no file is left without a row.
import { PHOTO_MESSAGES } from '@campwise/domain';
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { attributePointer, unknownAttributeMessage } from '../../jsonapi/request-document.ts';
import { deletePhotoFiles } from './photo-files.ts';
import { FILE_FIELD, fileIssue, type PhotoForm } from './photo-form.ts';
import { newPhotoStem, photoKey } from './photo-keys.ts';
import { PhotoImageError, processPhoto, type ProcessedPhoto } from './photo-processing.ts';
import {
  campgroundExists,
  insertPhoto,
  isOwnReviewOf,
  type PhotoRecord,
  type PhotoVariants,
} from './photo-repository.ts';
import { photoFormFieldsSchema, type PhotoFormFields } from './photo-schemas.ts';
import { sniffPhotoType } from './photo-type.ts';
import type { PhotosContext } from './photos-context.ts';

function parseFields(fields: Record<string, string>): PhotoFormFields {
  const parsed = photoFormFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        issues.push({ pointer: attributePointer(key), detail: unknownAttributeMessage(key) });
    } else {
      issues.push({ pointer: attributePointer(String(issue.path[0])), detail: issue.message });
    }
  }
  // One error per field, whichever of its checks failed first.
  const seen = new Set<string>();
  throw AppError.validation(issues.filter((issue) => !seen.has(issue.pointer) && seen.add(issue.pointer)));
}

async function decode(file: Buffer | null): Promise<ProcessedPhoto> {
  if (!file || file.length === 0) throw fileIssue(PHOTO_MESSAGES.fileRequired);
  if (!sniffPhotoType(file)) {
    throw AppError.unsupportedMediaType('Unsupported photo type', PHOTO_MESSAGES.wrongType, {
      pointer: attributePointer(FILE_FIELD),
    });
  }
  try {
    return await processPhoto(file);
  } catch (error) {
    if (!(error instanceof PhotoImageError)) throw error;
    throw fileIssue(error.problem === 'too-many-pixels' ? PHOTO_MESSAGES.tooManyPixels : PHOTO_MESSAGES.unreadable);
  }
}

export async function uploadPhoto(ctx: PhotosContext, userId: number, form: PhotoForm): Promise<PhotoRecord> {
  const fields = parseFields(form.fields);
  const campgroundId = fields['campground-id'];
  if (!(await campgroundExists(ctx.db, campgroundId)))
    throw AppError.notFound(`No campground with id ${campgroundId}.`);
  const reviewId = fields['review-id'] ?? null;
  if (reviewId !== null && !(await isOwnReviewOf(ctx.db, reviewId, userId, campgroundId))) {
    throw AppError.validation([{ pointer: attributePointer('review-id'), detail: PHOTO_MESSAGES.reviewInvalid }]);
  }
  const processed = await decode(form.file);

  const stem = newPhotoStem();
  const written: string[] = [];
  try {
    const variants: PhotoVariants = {};
    for (const variant of processed.variants) {
      const key = photoKey(stem, variant.name);
      // Listed before the write: a write that fails half-way is cleaned up too.
      written.push(key);
      await ctx.storage.put(key, variant.data, 'image/webp');
      variants[variant.name] = { key, width: variant.width, height: variant.height };
    }
    return await insertPhoto(ctx.db, {
      campgroundId,
      userId,
      reviewId,
      caption: fields.caption || null,
      width: processed.width,
      height: processed.height,
      variants,
      createdAt: ctx.clock(),
    });
  } catch (error) {
    await deletePhotoFiles(ctx, written);
    throw error;
  }
}
