import { describe, expect, it } from 'vitest';
import { canChangeRole, rejectionReasonError, REVIEW_MESSAGES, roleActionLabel } from './admin-review';

describe('admin reviews', () => {
  it('needs a reason to reject, up to 500 characters', () => {
    expect(rejectionReasonError('   ')).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(rejectionReasonError('x'.repeat(501))).toBe(REVIEW_MESSAGES.reasonTooLong);
    expect(rejectionReasonError(` ${'x'.repeat(500)} `)).toBeNull();
    expect(rejectionReasonError('The document does not name the campground.')).toBeNull();
  });

  it('names the role change each switch makes', () => {
    expect(roleActionLabel({ admin: false, manager: true }, 'manager')).toBe('Remove manager');
    expect(roleActionLabel({ admin: false, manager: true }, 'admin')).toBe('Make admin');
  });

  it('keeps an admin from removing their own admin rights', () => {
    expect(canChangeRole({ id: '1' }, 'admin', '1')).toBe(false);
    expect(canChangeRole({ id: '1' }, 'manager', '1')).toBe(true);
    expect(canChangeRole({ id: '2' }, 'admin', '1')).toBe(true);
  });
});
