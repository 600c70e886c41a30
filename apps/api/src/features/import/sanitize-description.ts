// Descriptions are stored as a small, safe HTML subset the web app can render as is.
import sanitizeHtml from 'sanitize-html';

const BLOCKS_THAT_NEED_TEXT = new Set(['p', 'h3', 'li', 'ul', 'ol', 'strong', 'em', 'b', 'i', 'a']);
const BLOCK_TAGS = new Set(['p', 'h3', 'ul', 'ol']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings shrink to h3 because the page owns h1/h2.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow' }),
  },
  exclusiveFilter: (frame) => BLOCKS_THAT_NEED_TEXT.has(frame.tag) && !frame.text.trim() && !frame.mediaChildren.length,
};

/** Text and inline tags sitting between blocks ("<h3>Overview</h3> Springfield is ...") get their own <p>. */
function wrapLooseInline(html: string): string {
  const tokens = html.match(/<\/?[a-z0-9]+[^>]*>|[^<]+/gi) ?? [];
  let out = '';
  let loose = '';
  let depth = 0;
  const flush = () => {
    const run = loose.replace(/^(\s|<br \/>)+|(\s|<br \/>)+$/g, '');
    if (run.replace(/<[^>]+>/g, '').trim()) out += `<p>${run}</p>`;
    loose = '';
  };
  for (const token of tokens) {
    const tag = token.match(/^<(\/?)([a-z0-9]+)/i);
    const name = tag?.[2]?.toLowerCase();
    if (name && BLOCK_TAGS.has(name)) {
      if (tag?.[1]) depth = Math.max(0, depth - 1);
      else {
        if (depth === 0) flush();
        depth++;
      }
      out += token;
    } else if (depth === 0) loose += token;
    else out += token;
  }
  flush();
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tidy(html: string): string {
  return html
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(<br \/>\s*){3,}/g, '<br /><br />')
    .replace(/>\s+</g, '><')
    .replace(/(<(?:p|h3|li)>)\s+/g, '$1')
    .replace(/\s+(<\/(?:p|h3|li)>)/g, '$1')
    .trim();
}

/** Plain text (OSM description, uscampgrounds comments) as escaped paragraphs; null when blank. */
export function plainTextToHtml(text: string | null | undefined): string | null {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((part) => `<p>${escapeHtml(part)}</p>`).join('');
}

export interface SanitizeOptions {
  /** The source cut the text at a fixed length: drop the torn tail (tag, entity, last word) and mark the cut with an ellipsis. */
  truncated?: boolean;
}

/** RIDB FacilityDescription HTML reduced to our allow-list; null when nothing readable is left. */
export function sanitizeDescription(raw: string | null | undefined, options: SanitizeOptions = {}): string | null {
  // The export wraps some plain-text descriptions in doubled quotes ("""Temple Mountain ... .""").
  let text = (raw ?? '').trim().replace(/^"+/, '').replace(/"+$/, '').trim();
  if (!text) return null;
  if (options.truncated) {
    text = text
      .replace(/<[^>]*$/, '')
      .replace(/&[#a-z0-9]*$/i, '')
      // The cut falls anywhere, mid-word too ("such as the O"): drop the last word, whole or torn,
      // unless it is all the text there is (ADR 0031).
      .replace(/(\s|>)[^\s<>]+$/, '$1')
      .trimEnd();
    if (text) text = `${text.replace(/[\s,;:.-]+$/, '')}…`;
  }
  if (!/<[a-z][^>]*>/i.test(text)) return plainTextToHtml(text);
  const sanitized = sanitizeHtml(text, OPTIONS).replace(/<a rel="nofollow">(.*?)<\/a>/g, '$1');
  const html = wrapLooseInline(tidy(sanitized)).replace(/(<h3>[^<]*<\/h3>)+$/, '');
  return html.replace(/<[^>]+>/g, '').trim() ? html : null;
}
