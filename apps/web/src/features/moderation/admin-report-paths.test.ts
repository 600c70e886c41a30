import { describe, expect, it } from 'vitest';
import { adminReportsPath, targetPath } from './admin-report-paths';

const campground = { id: '7', name: 'Aspen Meadow', slug: 'aspen-meadow', regionSlug: 'colorado' };
const summary = { excerpt: '', authorId: null, authorName: null, campground, hidden: false };

describe('admin report paths', () => {
  it('leaves the default filter and first page out of the URL', () => {
    expect(adminReportsPath('open')).toBe('/admin/reports');
    expect(adminReportsPath('actioned', 2)).toBe('/admin/reports?status=actioned&page=2');
  });

  it('links each kind of content to where it is shown', () => {
    expect(targetPath({ ...summary, type: 'campground', id: '7' })).toBe('/camping/colorado/aspen-meadow');
    expect(targetPath({ ...summary, type: 'review', id: '3' })).toBe('/camping/colorado/aspen-meadow/reviews/3');
    expect(targetPath({ ...summary, type: 'photo', id: '4' })).toBe('/camping/colorado/aspen-meadow/gallery/media/4');
    expect(targetPath({ ...summary, type: 'field-report', id: '5' })).toBe('/camping/colorado/aspen-meadow');
  });
});
