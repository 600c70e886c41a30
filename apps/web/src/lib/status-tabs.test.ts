import { describe, expect, it } from 'vitest';
import { statusTabs } from './status-tabs';

describe('statusTabs', () => {
  it('links the first status to the queue itself and the others by ?status=, in order', () => {
    expect(statusTabs('/admin/jobs', ['all', 'dead'] as const, { all: 'All', dead: 'Dead' })).toEqual([
      { value: 'all', label: 'All', href: '/admin/jobs' },
      { value: 'dead', label: 'Dead', href: '/admin/jobs?status=dead' },
    ]);
  });
});
