import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from './changelog';

describe('parseChangelog', () => {
  it('makes each ## heading and its text one entry', () => {
    const entries = parseChangelog(
      '---\ntitle: New\n---\nIgnored intro.\n\n## Trip planner\n\nPlan **nights**.\n\n## Alerts\n\nGet told.\n',
    );
    expect(entries).toEqual([
      { title: 'Trip planner', html: '<p>Plan <strong>nights</strong>.</p>' },
      { title: 'Alerts', html: '<p>Get told.</p>' },
    ]);
  });

  it('refuses an entry without text or with a data block', () => {
    expect(() => parseChangelog('## Empty\n')).toThrow(/needs a heading and text/);
    expect(() => parseChangelog('## Data\n\n```campgrounds\nfree: true\n```\n')).toThrow(/data block/);
  });

  it("reads the repository's changelog", () => {
    const text = readFileSync(new URL('../../../content/whats-new.md', import.meta.url), 'utf8');
    const titles = parseChangelog(text).map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Booking campsites', 'Manager portal', 'Availability alerts', 'Trip planner']),
    );
  });
});
