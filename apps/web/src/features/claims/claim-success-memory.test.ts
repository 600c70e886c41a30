import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import { CLAIM_SUCCESS_KEY, claimToCelebrate, rememberClaimShown, shownClaimIds } from './claim-success-memory';

const claims = [
  { id: '1', status: 'pending' },
  { id: '2', status: 'approved' },
  { id: '3', status: 'approved' },
];

describe('the claim-success overlay shows once per approved claim', () => {
  it('celebrates the first approved claim not shown yet, then the next, then none', () => {
    const storage = memoryStorage();
    expect(claimToCelebrate(claims, shownClaimIds(storage))?.id).toBe('2');
    rememberClaimShown(storage, '2');
    expect(claimToCelebrate(claims, shownClaimIds(storage))?.id).toBe('3');
    rememberClaimShown(storage, '3');
    expect(claimToCelebrate(claims, shownClaimIds(storage))).toBeNull();
  });

  it('never celebrates a claim that is not approved', () => {
    expect(claimToCelebrate([{ id: '1', status: 'pending' }], new Set())).toBeNull();
  });

  it('treats unreadable storage as nothing shown, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(CLAIM_SUCCESS_KEY, '{not json');
    expect(shownClaimIds(storage).size).toBe(0);
    expect(shownClaimIds(null).size).toBe(0);
    expect(() => rememberClaimShown(null, '1')).not.toThrow();
  });
});
