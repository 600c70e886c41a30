import { PHOTO_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { formatFileSize, photoFileError } from './photo-files';

describe('photoFileError', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it("names the problem with the domain's message", () => {
    expect(photoFileError({ type: 'image/gif', size: 1 })).toBe(PHOTO_MESSAGES.wrongType);
    expect(photoFileError({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
  });
});

describe('formatFileSize', () => {
  it('reads like a file manager', () => {
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(310 * 1024)).toBe('310 KB');
    expect(formatFileSize(12)).toBe('1 KB');
  });
});
