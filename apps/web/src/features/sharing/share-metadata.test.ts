import { describe, expect, it } from 'vitest';
import { photoShareImage, shareMetadata } from './share-metadata';

const page = {
  title: 'Aspen Meadow — Camping in Colorado',
  description: 'Quiet sites among aspens.',
  url: 'https://campwise.test/camping/colorado/aspen-meadow',
};

describe('shareMetadata', () => {
  it('uses a summary card without a photo', () => {
    const metadata = shareMetadata({ ...page, image: null });
    expect(metadata.openGraph).toMatchObject({ title: page.title, url: page.url, type: 'website' });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: page.title });
  });

  it('uses a large image card with the photo', () => {
    const image = { url: 'https://campwise.test/api/photos/1-large.webp', width: 2048, height: 1365, alt: 'Sunset' };
    const metadata = shareMetadata({ ...page, image });
    expect(metadata.openGraph).toMatchObject({ images: [image] });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: image.url, alt: 'Sunset' }],
    });
  });

  it('can describe an article', () => {
    expect(shareMetadata({ ...page, image: null, type: 'article' }).openGraph).toMatchObject({ type: 'article' });
  });
});

describe('photoShareImage', () => {
  it('makes the large variant absolute and scales its size down to 2048 px', () => {
    const photo = { caption: null, width: 4096, height: 3072, urls: { large: '/api/photos/1-large.webp' } };
    expect(photoShareImage(photo, 'Photo of Aspen Meadow', 'https://campwise.test')).toEqual({
      url: 'https://campwise.test/api/photos/1-large.webp',
      width: 2048,
      height: 1536,
      alt: 'Photo of Aspen Meadow',
    });
  });

  it('uses the caption as alt text and never upscales', () => {
    const photo = { caption: 'Sunset', width: 64, height: 48, urls: { large: 'https://cdn.test/1.webp' } };
    expect(photoShareImage(photo, 'fallback', 'https://campwise.test')).toMatchObject({
      url: 'https://cdn.test/1.webp',
      width: 64,
      height: 48,
      alt: 'Sunset',
    });
  });
});
