// A guide's Markdown as segments: HTML rendered from our own prose, and the data blocks between
// them (rendered by the page from live API data, never turned into HTML strings). Raw HTML in
// the Markdown is shown as text, links go only to http(s), mailto or our own paths, and images
// are not loaded (their alt text stands in), so even a careless edit cannot inject markup.
// Pure module.
import { Marked, type Token, type Tokens, type TokensList } from 'marked';
import { type DataBlock, isDataBlockKind, parseDataBlock } from './data-blocks';

export type GuideSegment = { kind: 'html'; html: string } | { kind: 'data'; block: DataBlock };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return text;
      const external = /^https?:\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

function renderTokens(tokens: Token[], links: TokensList['links']): string {
  return markdown.parser(Object.assign([...tokens], { links }) as TokensList);
}

/** The body as HTML and data segments, in order; throws on a malformed data block. */
export function renderGuideMarkdown(body: string): GuideSegment[] {
  const tokens = markdown.lexer(body);
  const segments: GuideSegment[] = [];
  let pending: Token[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const html = renderTokens(pending, tokens.links).trim();
    if (html) segments.push({ kind: 'html', html });
    pending = [];
  };
  for (const token of tokens) {
    if (token.type === 'code' && isDataBlockKind((token as Tokens.Code).lang)) {
      flush();
      const code = token as Tokens.Code;
      segments.push({ kind: 'data', block: parseDataBlock(code.lang as DataBlock['kind'], code.text) });
    } else {
      pending.push(token);
    }
  }
  flush();
  return segments;
}

/** Reading time in whole minutes (at least 1), at 220 words a minute; data blocks not counted. */
export function readingMinutes(body: string): number {
  const prose = body.replace(/^```[\s\S]*?^```/gm, ' ');
  const words = prose.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
