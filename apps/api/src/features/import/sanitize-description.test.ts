import { describe, expect, it } from 'vitest';
import { plainTextToHtml, sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps the allow-list, downgrades headings and wraps loose text in paragraphs', () => {
    expect(
      sanitizeDescription(
        '<h2>Overview</h2> Springfield is popular. <h2>Facilities</h2><ul><li><b>Showers</b></li></ul>',
      ),
    ).toBe('<h3>Overview</h3><p>Springfield is popular.</p><h3>Facilities</h3><ul><li><b>Showers</b></li></ul>');
  });

  it('removes scripts, images, styles and event handlers', () => {
    const html = sanitizeDescription(
      '<p style="color:red" onclick="x()">Hi<img src=x onerror=alert(1)><script>alert(1)</script></p>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps http(s) links with rel="nofollow" and unwraps any other link', () => {
    expect(
      sanitizeDescription(
        '<p><a href="https://example.org/map" target="_blank">map</a> and <a href="javascript:alert(1)">this</a></p>',
      ),
    ).toBe('<p><a href="https://example.org/map" rel="nofollow">map</a> and this</p>');
  });

  it('strips the stray quotes around plain-text descriptions and escapes them', () => {
    expect(sanitizeDescription('""Temple Mountain & Goblin Valley: 5 < 6."""')).toBe(
      '<p>Temple Mountain &amp; Goblin Valley: 5 &lt; 6.</p>',
    );
  });

  it('drops a torn tag at the cut and ends with an ellipsis', () => {
    expect(sanitizeDescription('<p>Sites near the lake and <a href="https://drive.go', { truncated: true })).toBe(
      '<p>Sites near the lake and…</p>',
    );
  });

  it('cuts at a word boundary, never mid-word', () => {
    const blackCanyon =
      '<h2>Recreation</h2> <p>Take one of many spectacular <a href="https://www.nps.gov/blca/planyourvisit/hikingtrails.htm" rel="nofollow">hiking trails</a> such as the O';
    expect(sanitizeDescription(blackCanyon, { truncated: true })).toBe(
      '<h3>Recreation</h3><p>Take one of many spectacular <a href="https://www.nps.gov/blca/planyourvisit/hikingtrails.htm" rel="nofollow">hiking trails</a> such as the…</p>',
    );
    expect(sanitizeDescription('Campsites sit along the river, and ri', { truncated: true })).toBe(
      '<p>Campsites sit along the river, and…</p>',
    );
    expect(sanitizeDescription('Supercalifragilistic', { truncated: true })).toBe('<p>Supercalifragilistic…</p>');
  });

  it('returns null when nothing readable is left', () => {
    expect(sanitizeDescription('<p> </p><img src="x">')).toBeNull();
    expect(sanitizeDescription('   ')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});

describe('plainTextToHtml', () => {
  it('splits paragraphs on blank lines and escapes markup', () => {
    expect(plainTextToHtml('Bear boxes & an outhouse.\n\n<b>Pack it out</b>')).toBe(
      '<p>Bear boxes &amp; an outhouse.</p><p>&lt;b&gt;Pack it out&lt;/b&gt;</p>',
    );
    expect(plainTextToHtml('  ')).toBeNull();
  });
});
