// Reads the upload form (multipart/form-data) part by part. The file is held in memory, never
// on disk, and the 10 MB limit is enforced while it streams in: a bigger file is refused as
// soon as it passes the limit, before anything is decoded or stored.
import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer, unknownAttributeMessage } from '../../jsonapi/request-document.ts';

export interface PhotoForm {
  /** Text fields by name; blank ones are left out, as if not sent. */
  fields: Record<string, string>;
  file: Buffer | null;
}

/** @fastify/multipart limits for the photo route: one file, a few short fields. */
export const PHOTO_FORM_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 12,
} as const;

export const FILE_FIELD = 'file';

export function fileIssue(detail: string): AppError {
  return AppError.validation([{ pointer: attributePointer(FILE_FIELD), detail }]);
}

function tooLarge(): AppError {
  return AppError.payloadTooLarge('Photo too large', PHOTO_MESSAGES.tooLarge, {
    pointer: attributePointer(FILE_FIELD),
  });
}

// @fastify/multipart's errors, by code, as the client should see them.
function formError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return fileIssue(PHOTO_MESSAGES.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.invalidBody('/', 'The form has more fields than a photo upload takes.');
    default:
      return error;
  }
}

export function notMultipart(): AppError {
  return AppError.unsupportedMediaType('Unsupported media type', 'Send the photo as multipart/form-data.', {
    header: 'Content-Type',
  });
}

export async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          throw AppError.validation([
            { pointer: attributePointer(part.fieldname), detail: unknownAttributeMessage(part.fieldname) },
          ]);
        }
        file = await part.toBuffer();
      } else if (part.valueTruncated) {
        throw AppError.validation([{ pointer: attributePointer(part.fieldname), detail: 'This value is too long.' }]);
      } else {
        const value = String(part.value).trim() === '' ? undefined : String(part.value);
        if (value !== undefined && Object.hasOwn(fields, part.fieldname)) {
          throw AppError.validation([{ pointer: attributePointer(part.fieldname), detail: 'Send this field once.' }]);
        }
        if (value !== undefined) fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, file };
}
