// content/whats-new.md as entries: each `## Heading` and the Markdown under it is one feature.
// Pure module.
import { parseFrontMatter } from '@/features/guides/front-matter';
import { renderGuideMarkdown } from '@/features/guides/guide-markdown';

export interface ChangelogEntry {
  title: string;
  /** The entry's text as HTML (our own Markdown; raw HTML in it is escaped). */
  html: string;
}

export function parseChangelog(text: string): ChangelogEntry[] {
  const { body } = parseFrontMatter(text);
  return body
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      const title = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
      const markdown = newline === -1 ? '' : chunk.slice(newline + 1);
      const html = renderGuideMarkdown(markdown)
        .map((segment) => {
          if (segment.kind !== 'html') throw new Error(`The changelog entry "${title}" has a data block`);
          return segment.html;
        })
        .join('');
      if (!title || !html) throw new Error(`A changelog entry needs a heading and text: "${title}"`);
      return { title, html };
    });
}
