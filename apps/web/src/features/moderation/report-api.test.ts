import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reportFailure } from './report-api';

describe('reportFailure', () => {
  it('puts pointer errors on their fields and the rest above the buttons', () => {
    const error = new ApiError(422, '/api/v6/content-reports', [
      { detail: 'Please choose a reason.', source: { pointer: '/data/attributes/reason' } },
      { detail: 'This content no longer exists.', source: { pointer: '/data/attributes/target-id' } },
    ]);
    expect(reportFailure(error)).toEqual({
      fields: { reason: 'Please choose a reason.' },
      general: ['This content no longer exists.'],
    });
  });

  it('shows a rate limit or any other failure as a general message', () => {
    const limited = new ApiError(429, '/api/v6/content-reports', [{ detail: 'Please wait.' }]);
    expect(reportFailure(limited)).toEqual({ fields: {}, general: ['Please wait.'] });
    expect(reportFailure(new Error('boom')).general).toEqual(['Unknown Error']);
  });
});
