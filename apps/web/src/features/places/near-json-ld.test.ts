import { describe, expect, it } from 'vitest';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { nearItemListJsonLd } from './near-json-ld';

describe('nearItemListJsonLd', () => {
  it('lists the campgrounds with their positions on the page and absolute URLs', () => {
    const campgrounds = [
      { name: 'Goose Island', slug: 'goose-island', regionSlug: 'utah' },
      { name: 'Big Bend', slug: 'big-bend', regionSlug: 'utah' },
    ] as Campground[];
    const data = nearItemListJsonLd('Campgrounds near Moab, Utah', campgrounds, 25, 'https://campwise.example');
    expect(data).toMatchObject({ '@type': 'ItemList', name: 'Campgrounds near Moab, Utah' });
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 25,
        name: 'Goose Island',
        url: 'https://campwise.example/camping/utah/goose-island',
      },
      { '@type': 'ListItem', position: 26, name: 'Big Bend', url: 'https://campwise.example/camping/utah/big-bend' },
    ]);
  });
});
