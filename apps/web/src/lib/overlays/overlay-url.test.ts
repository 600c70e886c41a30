import { describe, expect, it } from 'vitest';
import { isMediaPath, linkedOverlay, pageKey, withLinkedOverlay } from './overlay-url';

describe('overlay URLs', () => {
  it('leaves the overlay keys out of the page, so opening one is not a page change', () => {
    const page = pageKey('/camping/ca/x', new URLSearchParams('sort=newest'));
    expect(pageKey('/camping/ca/x', new URLSearchParams('sort=newest&overlay=share&overlay-id=7'))).toBe(page);
    expect(pageKey('/camping/ca/x', new URLSearchParams('sort=oldest'))).not.toBe(page);
  });

  it('reads and writes a linkable overlay', () => {
    const href = withLinkedOverlay('/camping/ca/x', new URLSearchParams('sort=newest'), {
      kind: 'connection-details',
      values: { carrier: 'verizon' },
    });
    expect(href).toBe('/camping/ca/x?sort=newest&overlay=connection-details&overlay-carrier=verizon');
    expect(linkedOverlay(new URL(href, 'http://x').searchParams)).toEqual({
      kind: 'connection-details',
      values: { carrier: 'verizon' },
    });
    expect(withLinkedOverlay('/camping/ca/x', new URLSearchParams('overlay=share&overlay-id=1'), null)).toBe(
      '/camping/ca/x',
    );
    expect(linkedOverlay(new URLSearchParams('sort=newest'))).toBeNull();
  });

  it('knows the media paths, where overlays stay open', () => {
    expect(isMediaPath('/camping/ca/x/gallery/media/12')).toBe(true);
    expect(isMediaPath('/camping/ca/x/gallery')).toBe(false);
  });
});
