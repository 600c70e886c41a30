import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>Overview</h2>\n<p>Fish &amp; swim&nbsp;at the <b>lake</b>.</p><p>Open May&ndash;Sep &#8212; &#x41;</p>',
      ),
    ).toBe('Overview Fish & swim at the lake . Open May–Sep — A');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('<p>&bogus; text</p>')).toBe('&bogus; text');
  });
});
