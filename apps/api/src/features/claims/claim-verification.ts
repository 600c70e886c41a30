// Proving a claim (docs/api-claims.md): a code sent to the campground's listed email or phone or
// to a business email at its website's domain, checked with limits; or a document an admin
// reviews. Codes are kept hashed; sends are limited per claim, wrong tries per code.
import { addSeconds } from '../../clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Viewer } from '../../http/viewer.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { releaseRateLimits, reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import { usPhoneToE164 } from '../sms/sms-sender.ts';
import { emailMatchesWebsite, websiteDomain } from '@campwise/domain';
import {
  CODE_ATTEMPTS_PER_CODE,
  CODE_SENDS_PER_HOUR,
  CODE_TTL_SECONDS,
  codeMatches,
  hashVerificationCode,
  newVerificationCode,
} from './claim-codes.ts';
import { MAX_DOCUMENTS, newDocumentKey, type DocumentUpload } from './claim-document-form.ts';
import { verificationCodeEmail, verificationCodeText } from './claim-emails.ts';
import { claimClosed, claimError } from './claim-errors.ts';
import { findCampgroundContact, findClaim, lockClaim, updateClaim, type ClaimRecord } from './claim-repository.ts';
import type { VerificationStart } from './claim-schemas.ts';
import { getOwnClaim, getVisibleClaim, isOpen, type ClaimsContext } from './claim-service.ts';

type CodeMethod = VerificationStart['method'];

interface CodeTarget {
  /** An email address, or a phone number in E.164. */
  to: string;
  channel: 'email' | 'sms';
}

function noListedContact(what: string): AppError {
  return claimError(
    422,
    'no-listed-contact',
    'No listed contact',
    `This campground has no listed ${what}. Choose another way to verify.`,
    attributePointer('method'),
  );
}

async function codeTarget(ctx: ClaimsContext, claim: ClaimRecord, start: VerificationStart): Promise<CodeTarget> {
  const campground = (await findCampgroundContact(ctx.db, claim.campgroundId))!;
  if (start.method === 'listed-email') {
    if (!campground.email?.trim()) throw noListedContact('email');
    return { to: campground.email.trim(), channel: 'email' };
  }
  if (start.method === 'listed-phone') {
    const phone = campground.phone ? usPhoneToE164(campground.phone) : null;
    if (!phone) throw noListedContact('phone number that can take a text');
    return { to: phone, channel: 'sms' };
  }
  if (!start.email) {
    throw AppError.validation([{ pointer: attributePointer('email'), detail: 'Please enter an email.' }]);
  }
  const domain = websiteDomain(campground.website);
  if (!domain) {
    throw claimError(
      422,
      'no-website',
      'No website',
      'This campground lists no website of its own, so a business email cannot be checked. Choose another way to verify.',
      attributePointer('method'),
    );
  }
  if (!emailMatchesWebsite(start.email, domain)) {
    throw claimError(
      422,
      'domain-mismatch',
      'Domain mismatch',
      `Use an email address at ${domain}, the campground's website.`,
      attributePointer('email'),
    );
  }
  return { to: start.email, channel: 'email' };
}

/** Sends a new code where the method says; the claim keeps only its hash. */
export async function sendVerificationCode(
  ctx: ClaimsContext,
  viewer: Viewer,
  id: number,
  start: VerificationStart,
): Promise<ClaimRecord> {
  const claim = await getOwnClaim(ctx, viewer, id);
  if (!isOpen(claim)) throw claimClosed();
  const target = await codeTarget(ctx, claim, start);
  const now = ctx.clock();
  const reservation = await reserveRateLimits(
    ctx.db,
    [{ policy: { limit: CODE_SENDS_PER_HOUR, windowSeconds: 60 * 60 }, key: `claim-code:${id}` }],
    now,
  );
  if (!reservation.allowed) {
    throw new AppError({
      status: 429,
      code: 'too-many-codes',
      title: 'Too many codes',
      detail: `We sent ${CODE_SENDS_PER_HOUR} codes for this claim in the last hour. Try again later.`,
      headers: { 'retry-after': String(reservation.retryAfterSeconds) },
    });
  }
  const code = newVerificationCode();
  try {
    if (target.channel === 'sms')
      await ctx.smsSender.send({ to: target.to, body: verificationCodeText(claim.campgroundName, code) });
    else await ctx.emailSender.send(verificationCodeEmail(target.to, claim.campgroundName, code));
  } catch (error) {
    // The code never left: it does not count against the claim's sends.
    await releaseRateLimits(ctx.db, reservation);
    ctx.log.error({ err: error, claimId: id }, 'verification code not sent');
    throw AppError.serviceUnavailable('Code not sent', 'We could not send the code just now. Try again in a minute.');
  }
  await updateClaim(
    ctx.db,
    id,
    {
      verificationMethod: start.method satisfies CodeMethod,
      verificationTarget: target.to,
      codeHash: hashVerificationCode(id, code),
      codeExpiresAt: addSeconds(now, CODE_TTL_SECONDS),
      codeAttempts: 0,
      codeSentAt: now,
    },
    now,
  );
  return (await findClaim(ctx.db, id))!;
}

type CodeOutcome = 'verified' | 'wrong-code' | 'code-expired' | 'no-code' | 'too-many-attempts' | 'closed';

/** Checks a code: right makes the claim pending and verified; wrong counts a try. */
export async function checkVerificationCode(
  ctx: ClaimsContext,
  viewer: Viewer,
  id: number,
  code: string,
): Promise<ClaimRecord> {
  await getOwnClaim(ctx, viewer, id);
  const now = ctx.clock();
  // One check at a time per claim (the row lock): parallel guesses cannot pass the try limit.
  const outcome = await ctx.db.transaction(async (tx): Promise<CodeOutcome> => {
    const claim = (await lockClaim(tx, id))!;
    if (claim.status !== 'unverified' && claim.status !== 'pending') return 'closed';
    if (!claim.codeHash || !claim.codeExpiresAt) return 'no-code';
    if (claim.codeAttempts >= CODE_ATTEMPTS_PER_CODE) return 'too-many-attempts';
    if (claim.codeExpiresAt.getTime() <= now.getTime()) return 'code-expired';
    if (!codeMatches(id, code, claim.codeHash)) {
      await updateClaim(tx, id, { codeAttempts: claim.codeAttempts + 1 }, now);
      return 'wrong-code';
    }
    await updateClaim(
      tx,
      id,
      { status: 'pending', verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 },
      now,
    );
    return 'verified';
  });
  const pointer = attributePointer('code');
  switch (outcome) {
    case 'verified':
      return (await findClaim(ctx.db, id))!;
    case 'closed':
      throw claimClosed();
    case 'no-code':
      throw claimError(422, 'no-code', 'No code', 'Ask for a code first.', pointer);
    case 'too-many-attempts':
      throw claimError(
        429,
        'too-many-attempts',
        'Too many attempts',
        'Too many wrong codes. Ask for a new code.',
        pointer,
      );
    case 'code-expired':
      throw claimError(422, 'code-expired', 'Code expired', 'That code has expired. Ask for a new code.', pointer);
    case 'wrong-code':
      throw claimError(
        422,
        'wrong-code',
        'Wrong code',
        'That code is not right. Check the latest message and try again.',
        pointer,
      );
  }
}

/** Keeps a proof document; the claim waits (pending) for an admin to look at it. */
export async function addClaimDocument(
  ctx: ClaimsContext,
  viewer: Viewer,
  id: number,
  upload: DocumentUpload,
): Promise<ClaimRecord> {
  const claim = await getOwnClaim(ctx, viewer, id);
  if (!isOpen(claim)) throw claimClosed();
  if (claim.documents.length >= MAX_DOCUMENTS) throw tooManyDocuments();
  const key = newDocumentKey(upload.contentType);
  await ctx.documentStorage.put(key, upload.data, upload.contentType);
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = (await lockClaim(tx, id))!;
      if (locked.status !== 'unverified' && locked.status !== 'pending') throw claimClosed();
      if (locked.documents.length >= MAX_DOCUMENTS) throw tooManyDocuments();
      const documents = [
        ...locked.documents,
        { key, filename: upload.filename, contentType: upload.contentType, bytes: upload.data.length },
      ];
      // A verified claim stays verified: the document is extra proof for the admin.
      const method = locked.verifiedAt ? locked.verificationMethod : 'document';
      await updateClaim(tx, id, { documents, status: 'pending', verificationMethod: method }, ctx.clock());
    });
  } catch (error) {
    await ctx.documentStorage
      .delete(key)
      .catch((err: unknown) => ctx.log.error({ err, key }, 'claim document not deleted'));
    throw error;
  }
  return (await findClaim(ctx.db, id))!;
}

function tooManyDocuments(): AppError {
  return claimError(
    422,
    'too-many-documents',
    'Too many documents',
    `A claim takes at most ${MAX_DOCUMENTS} documents.`,
    attributePointer('file'),
  );
}

/** One of the claim's documents, for its claimant or an admin; n counts from 1. */
export async function readClaimDocument(ctx: ClaimsContext, viewer: Viewer, id: number, n: number) {
  const claim = await getVisibleClaim(ctx, viewer, id);
  const document = claim.documents[n - 1];
  const file = document ? await ctx.documentStorage.read(document.key) : null;
  if (!document || !file) throw AppError.notFound(`Claim ${id} has no document ${n}.`);
  return { data: file.data, filename: document.filename, contentType: document.contentType };
}
