import { describe, expect, it } from 'vitest';
import { absoluteUrl, mailtoHref, shareSubject } from './share-links';

describe('share links', () => {
  it('makes paths absolute with the page origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/camping/colorado/aspen-meadow', 'https://campwise.test')).toBe(
      'https://campwise.test/camping/colorado/aspen-meadow',
    );
    expect(absoluteUrl('https://example.com/x', 'https://campwise.test')).toBe('https://example.com/x');
  });

  it('builds a mailto link with an encoded subject and the link in the body', () => {
    const href = mailtoHref({ kind: 'campground', title: 'Aspen & Pine' }, 'https://campwise.test/c?a=1&b=2');
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(shareSubject({ title: 'Aspen & Pine' }));
    expect(params.get('body')).toContain('https://campwise.test/c?a=1&b=2');
    expect(href).not.toContain(' ');
  });
});
