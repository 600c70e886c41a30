import { describe, expect, it } from 'vitest';
import { campgroundBlockQuery, campgroundBlockSearchHref, parseDataBlock } from './data-blocks';
import { readingMinutes, renderGuideMarkdown } from './guide-markdown';

describe('renderGuideMarkdown', () => {
  it('renders prose to HTML and splits out data blocks in order', () => {
    const segments = renderGuideMarkdown(
      '## Free sites\n\nSome *good* ones:\n\n```campgrounds\nregion: utah\nfree: true\nlimit: 3\n```\n\nAfter.\n',
    );
    expect(segments).toEqual([
      { kind: 'html', html: '<h2>Free sites</h2>\n<p>Some <em>good</em> ones:</p>' },
      {
        kind: 'data',
        block: { kind: 'campgrounds', filters: { region: 'utah', free: true }, sort: 'recommended', limit: 3 },
      },
      { kind: 'html', html: '<p>After.</p>' },
    ]);
  });

  it('keeps ordinary code blocks as code', () => {
    const [segment] = renderGuideMarkdown('```sh\necho <hi>\n```\n');
    expect(segment).toEqual({ kind: 'html', html: '<pre><code class="language-sh">echo &lt;hi&gt;\n</code></pre>' });
  });

  it('shows raw HTML as text and drops unsafe links and images', () => {
    const [segment] = renderGuideMarkdown(
      '<script>alert(1)</script>\n\nA [bad](javascript:alert(1)) link, a [good](/guides) one, ' +
        'an [outside](https://www.blm.gov/) one and ![a pic](https://example.com/x.png).\n',
    );
    expect(segment?.kind).toBe('html');
    const html = segment?.kind === 'html' ? segment.html : '';
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('A bad link');
    expect(html).toContain('<a href="/guides">good</a>');
    expect(html).toContain('<a href="https://www.blm.gov/" rel="noopener noreferrer">outside</a>');
    expect(html).not.toContain('<img');
    expect(html).toContain('a pic');
  });

  it('counts reading time from the prose, not the data blocks', () => {
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes('```campgrounds\nfree: true\n```\n')).toBe(1);
  });
});

describe('data blocks', () => {
  it('reads every filter the campground list knows, with defaults for sort and limit', () => {
    const block = parseDataBlock(
      'campgrounds',
      'region: colorado\nhookups: electric, water\namenities: dump_station\nland-type: blm,usfs\nrv-length: 35\nmin-rating: 4.5\nreservable: false\nsort: rating\nlimit: 12',
    );
    expect(block).toEqual({
      kind: 'campgrounds',
      filters: {
        region: 'colorado',
        hookups: ['electric', 'water'],
        amenities: ['dump_station'],
        'land-type': ['blm', 'usfs'],
        'rv-length': 35,
        'min-rating': 4.5,
        reservable: false,
      },
      sort: 'rating',
      limit: 12,
    });
    expect(parseDataBlock('field-reports', '')).toEqual({ kind: 'field-reports', limit: 6 });
  });

  it('refuses unknown keys and values, naming them', () => {
    expect(() => parseDataBlock('campgrounds', 'colour: green')).toThrow(/campgrounds block/);
    expect(() => parseDataBlock('campgrounds', 'hookups: cable')).toThrow(/"hookups/);
    expect(() => parseDataBlock('campgrounds', 'limit: 99')).toThrow(/"limit": expected 1 to 24/);
    expect(() => parseDataBlock('campgrounds', 'sort: distance')).toThrow(/"sort"/);
    expect(() => parseDataBlock('field-reports', 'region: utah')).toThrow(/field-reports block/);
  });

  it("turns a block into the campground list's query and the search page's filters", () => {
    const block = parseDataBlock(
      'campgrounds',
      'region: utah\nfree: true\nhookups: electric,sewer\nsort: rating\nlimit: 5',
    );
    if (block.kind !== 'campgrounds') throw new Error('expected a campgrounds block');
    expect(campgroundBlockQuery(block)).toEqual({
      'filter[region]': 'utah',
      'filter[free]': 'true',
      'filter[hookups]': 'electric,sewer',
      sort: 'rating',
      'page[size]': '5',
    });
    const href = campgroundBlockSearchHref(block);
    expect(href.startsWith('/search?filters=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.slice('/search?filters='.length)))).toEqual({
      region: 'utah',
      free: true,
      hookups: ['electric', 'sewer'],
    });
  });
});
