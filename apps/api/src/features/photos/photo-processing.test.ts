import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, PhotoImageError, processPhoto } from './photo-processing.ts';
import {
  hasGpsPointer,
  pngHeaderOnly,
  TEST_CAMERA_MAKE,
  testJpeg,
  testPhoneJpeg,
  testPng,
  testWebp,
} from './photo-test-images.ts';

describe('processPhoto', () => {
  it('turns a phone photo upright and strips its EXIF, GPS included', async () => {
    const input = await testPhoneJpeg(300, 150);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);

    const photo = await processPhoto(input);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 150, height: 300 });
    for (const variant of photo.variants) {
      const after = await sharp(variant.data).metadata();
      expect(after.format).toBe('webp');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.data.includes(Buffer.from(TEST_CAMERA_MAKE))).toBe(false);
      expect({ width: after.width, height: after.height }).toEqual({ width: 150, height: 300 });
    }
  });

  it('makes thumb, medium and large WebP variants by the longest side, never upscaled', async () => {
    const photo = await processPhoto(await testJpeg(3000, 1500));
    const sizes = Object.fromEntries(photo.variants.map((v) => [v.name, [v.width, v.height]]));
    expect(sizes).toEqual({ thumb: [320, 160], medium: [960, 480], large: [2048, 1024] });
    for (const variant of photo.variants) {
      const actual = await sharp(variant.data).metadata();
      expect([actual.width, actual.height]).toEqual([variant.width, variant.height]);
    }
    const small = await processPhoto(await testPng(500, 400));
    expect(small.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 320, 256],
      ['medium', 500, 400],
      ['large', 500, 400],
    ]);
  });

  it('reads WebP input', async () => {
    const photo = await processPhoto(await testWebp(100, 50));
    expect(photo.variants.every((v) => v.width === 100 && v.height === 50)).toBe(true);
  });

  it('refuses damaged files', async () => {
    const jpeg = await testJpeg(640, 480);
    await expect(processPhoto(jpeg.subarray(0, jpeg.length / 2))).rejects.toThrow(PhotoImageError);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expect(processPhoto(garbage)).rejects.toMatchObject({ problem: 'unreadable' });
  });

  it('refuses decompression bombs before decoding them', async () => {
    // A header claiming more pixels than allowed: a real bomb is such a header on a tiny,
    // highly compressed body, and is refused from the header alone.
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10;
    const bomb = pngHeaderOnly(side, side);
    await expect(processPhoto(bomb)).rejects.toMatchObject({ problem: 'too-many-pixels' });
  });
});
