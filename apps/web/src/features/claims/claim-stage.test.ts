import { describe, expect, it } from 'vitest';
import { type Claim, claimSchema } from './claim-schema';
import { claimPath, claimStage, pickCampground, stepIndex, viewerClaim } from './claim-stage';

function claim(fields: Partial<Record<string, unknown>>): Claim {
  return claimSchema.parse({ id: '1', campgroundId: '9', userId: '5', status: 'unverified', ...fields });
}

const open = { claimed: false };
const taken = { claimed: true };

describe('which step /claim/{slug} shows', () => {
  it('starts with "About you" without a claim, or after a closed one', () => {
    expect(claimStage(open, null)).toBe('about-you');
    expect(claimStage(open, claim({ status: 'rejected' }))).toBe('about-you');
    expect(claimStage(open, claim({ status: 'withdrawn' }))).toBe('about-you');
  });

  it('resumes an unverified claim at verifying, or at the code once one went out', () => {
    expect(claimStage(open, claim({}))).toBe('verify');
    expect(claimStage(open, claim({ verificationMethod: 'listed-email', verificationTargetHint: 'c•••@x.com' }))).toBe(
      'code',
    );
    // A document is reviewed by an admin: no code to type.
    expect(claimStage(open, claim({ verificationMethod: 'document' }))).toBe('verify');
  });

  it('waits for the review once proved, and welcomes the manager once approved', () => {
    expect(claimStage(open, claim({ status: 'pending' }))).toBe('pending');
    expect(claimStage(taken, claim({ status: 'approved' }))).toBe('approved');
  });

  it('offers anyone else the contest form: without a claim, after a closed one, or with a claim from before', () => {
    expect(claimStage(taken, null)).toBe('claimed');
    expect(claimStage(taken, claim({ status: 'rejected', contestsClaimId: '3' }))).toBe('claimed');
    expect(claimStage(taken, claim({ status: 'revoked' }))).toBe('claimed');
    // A claim left open when someone else was approved: sending the contest form turns it into one.
    expect(claimStage(taken, claim({ status: 'pending' }))).toBe('claimed');
  });

  it('takes an open contest through verifying and the review like a claim', () => {
    expect(claimStage(taken, claim({ contestsClaimId: '3' }))).toBe('verify');
    expect(
      claimStage(
        taken,
        claim({ contestsClaimId: 3, verificationMethod: 'listed-phone', verificationTargetHint: '(•••) •••-0100' }),
      ),
    ).toBe('code');
    expect(claimStage(taken, claim({ contestsClaimId: '3', status: 'pending' }))).toBe('pending');
  });

  it('numbers the steps', () => {
    expect([
      stepIndex('about-you'),
      stepIndex('claimed'),
      stepIndex('verify'),
      stepIndex('code'),
      stepIndex('pending'),
    ]).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('the viewer’s claim', () => {
  it('is their open claim first, then an approved one, then the newest; never someone else’s', () => {
    const claims = [
      claim({ id: 'a', status: 'rejected', createdAt: '2026-03-01T00:00:00Z' }),
      claim({ id: 'b', status: 'pending', createdAt: '2026-01-01T00:00:00Z' }),
      claim({ id: 'c', status: 'unverified', userId: '6', createdAt: '2026-04-01T00:00:00Z' }),
    ];
    expect(viewerClaim(claims, '5')?.id).toBe('b');
    expect(viewerClaim(claims.slice(0, 1), '5')?.id).toBe('a');
    expect(viewerClaim(claims, '7')).toBeNull();
  });
});

describe('campgrounds sharing a slug', () => {
  const co = { regionSlug: 'colorado', regionCode: 'CO' };
  const ut = { regionSlug: 'utah', regionCode: 'UT' };

  it('asks which when several share it, and takes the one a region names (slug or code)', () => {
    expect(pickCampground([co, ut], null)).toEqual({ chosen: null, choices: [co, ut] });
    expect(pickCampground([co, ut], 'ut').chosen).toBe(ut);
    expect(pickCampground([co, ut], 'colorado').chosen).toBe(co);
    expect(pickCampground([co], null).chosen).toBe(co);
    expect(pickCampground([co, ut], 'tx')).toEqual({ chosen: null, choices: [co, ut] });
  });

  it('links with the region only when given', () => {
    expect(claimPath('bear-lake')).toBe('/claim/bear-lake');
    expect(claimPath('bear-lake', 'co')).toBe('/claim/bear-lake?region=co');
  });
});
