import { sourceRecordUrl } from '@campwise/domain';
import { demoteHeadings } from '@/lib/demote-headings';
import type { Campground } from '../campground-schema';
import { ExpandableText, type FoldWidth } from './expandable-text';
import styles from './campground-description.module.css';

/** Longer than this (characters of text), a description folds on narrow screens; longer still, everywhere. */
const FOLD_NARROW_FROM = 360;
const FOLD_ALWAYS_FROM = 900;

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function foldWidth(text: string): FoldWidth | null {
  if (text.length > FOLD_ALWAYS_FROM) return 'always';
  if (text.length > FOLD_NARROW_FROM) return 'narrow';
  return null;
}

/**
 * Recreation.gov's record when the stored text is the import's cut of it (RIDB's export stops at
 * 500 characters; the import ends it at a word with an ellipsis): the rest is only there.
 */
function fullTextUrl(campground: Pick<Campground, 'sources'>, text: string): string | null {
  if (!text.endsWith('…')) return null;
  const ridb = campground.sources.find((record) => record.source === 'ridb');
  return ridb ? sourceRecordUrl('ridb', ridb.id) : null;
}

/**
 * The campground's description (HTML the API sanitised), folded behind "Read more" when long
 * (ADR 0031), with a link to the source's full text when the source cut it short.
 */
export function CampgroundDescription({
  campground,
  className,
}: {
  campground: Pick<Campground, 'description' | 'sources'>;
  className?: string;
}) {
  const html = campground.description ?? '';
  const text = plainText(html);
  const fold = foldWidth(text);
  const fullText = fullTextUrl(campground, text);
  // The API sanitises description HTML before it leaves the database.
  const body = <div dangerouslySetInnerHTML={{ __html: demoteHeadings(html) }} />;
  return (
    <>
      {fold ? (
        <ExpandableText id="about-text" fold={fold} className={className}>
          {body}
        </ExpandableText>
      ) : (
        <div className={className}>{body}</div>
      )}
      {fullText && (
        <p className={styles.sourceNote}>
          The source’s text stops here.{' '}
          <a href={fullText} rel="noopener">
            Read the full description on Recreation.gov
          </a>
        </p>
      )}
    </>
  );
}
