import { describe, expect, it } from 'vitest';
import { changeEach, groupBlocks } from './block-groups';
import type { SiteBlock } from './manager-records';

function block(id: string, fields: Partial<SiteBlock> = {}): SiteBlock {
  return {
    id,
    siteId: `site-${id}`,
    siteName: `Site ${id}`,
    startDate: '2027-06-08',
    endDate: '2027-06-11',
    reason: 'Road works',
    source: 'manager',
    calendarImportId: null,
    createdAt: '2027-05-01T10:00:00.123Z',
    ...fields,
  };
}

const ids = (groups: ReturnType<typeof groupBlocks>) => groups.map((group) => group.blocks.map((item) => item.id));

describe('grouping blocked dates', () => {
  it('shows the blocks one whole-campground request made as one group', () => {
    const groups = groupBlocks([block('1'), block('2', { createdAt: '2027-05-01T10:00:00.987Z' }), block('3')]);
    expect(ids(groups)).toEqual([['1', '2', '3']]);
    expect(groups[0]).toMatchObject({ key: '1', startDate: '2027-06-08', endDate: '2027-06-11', reason: 'Road works' });
  });

  it('keeps apart blocks made at another time, for other dates or with another reason', () => {
    const groups = groupBlocks([
      block('1'),
      block('2', { createdAt: '2027-05-01T10:00:01.000Z' }),
      block('3', { endDate: '2027-06-12' }),
      block('4', { reason: null }),
      block('5'),
    ]);
    expect(ids(groups)).toEqual([['1', '5'], ['2'], ['3'], ['4']]);
  });

  it('never groups calendar blocks or blocks without a creation time', () => {
    const groups = groupBlocks([
      block('1', { source: 'calendar', calendarImportId: '9' }),
      block('2', { source: 'calendar', calendarImportId: '9' }),
      block('3', { createdAt: null }),
      block('4', { createdAt: null }),
    ]);
    expect(ids(groups)).toEqual([['1'], ['2'], ['3'], ['4']]);
  });
});

describe('changing every block of a group', () => {
  it('goes on past a refused block and answers the refusals', async () => {
    const changed: string[] = [];
    const refusal = new Error('taken');
    const failures = await changeEach([block('1'), block('2'), block('3')], async (item) => {
      if (item.id === '2') throw refusal;
      changed.push(item.id);
    });
    expect(changed).toEqual(['1', '3']);
    expect(failures).toEqual([{ block: expect.objectContaining({ id: '2' }), error: refusal }]);
  });
});
