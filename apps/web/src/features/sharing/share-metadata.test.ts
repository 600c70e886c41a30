import { describe, expect, it } from 'vitest';
import { shareMetadata } from './share-metadata';

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
});
