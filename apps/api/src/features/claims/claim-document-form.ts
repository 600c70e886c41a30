// Reads a claim's proof document from multipart/form-data: one `file` (PDF, JPEG or PNG, by its
// bytes, at most 10 MB, refused as soon as it streams past that) and an optional `method=document`.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 5;

export const DOCUMENT_FORM_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 256,
  parts: 6,
} as const;

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const TYPE_MESSAGE = 'Upload a PDF, JPEG or PNG file of at most 10 MB.';

export interface DocumentUpload {
  data: Buffer;
  filename: string;
  contentType: DocumentType;
}

function fileIssue(detail: string): AppError {
  return AppError.validation([{ pointer: attributePointer('file'), detail }]);
}

/** The type the bytes start like; the client's name and declared type are not believed. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** A storage key under claims/: random, never reused, and no path can be built from it. */
export function newDocumentKey(type: DocumentType): string {
  return `claims/${randomBytes(16).toString('base64url')}.${EXTENSIONS[type]}`;
}

/** Only printable, short and without path parts: it goes into a Content-Disposition header. */
function cleanFilename(name: string | undefined, type: DocumentType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .slice(0, 100)
    .trim();
  return cleaned || `document.${EXTENSIONS[type]}`;
}

export async function readDocumentForm(request: FastifyRequest): Promise<DocumentUpload> {
  let upload: DocumentUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fileIssue('Send the document in the "file" field.');
        const data = await part.toBuffer();
        const contentType = sniffDocumentType(data);
        if (!contentType) throw fileIssue(TYPE_MESSAGE);
        upload = { data, contentType, filename: cleanFilename(part.filename, contentType) };
      } else if (part.fieldname === 'method') {
        if (String(part.value) !== 'document') {
          throw AppError.validation([
            { pointer: attributePointer('method'), detail: 'A multipart upload verifies by document.' },
          ]);
        }
      } else {
        throw AppError.validation([
          { pointer: attributePointer(part.fieldname), detail: `"${part.fieldname}" is not a field you can send.` },
        ]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The contract answers 422 for every file it will not keep, too large included.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileIssue(TYPE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw fileIssue('Upload one document at a time.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.invalidBody('/', 'The form has more fields than a document upload takes.');
    }
    throw error;
  }
  if (!upload) throw fileIssue(TYPE_MESSAGE);
  return upload;
}
