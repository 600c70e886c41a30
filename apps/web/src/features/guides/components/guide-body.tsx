import { renderGuideMarkdown } from '../guide-markdown';
import { CampgroundBlockView } from './campground-block';
import { FieldReportBlockView } from './field-report-block';
import styles from './guides.module.css';

/**
 * A guide's body: our own prose as HTML (guide-markdown.ts escapes any raw HTML in it) and its
 * data blocks as components fed from the API, so no text from the data is ever parsed as markup.
 */
export function GuideBody({ markdown }: { markdown: string }) {
  return (
    <div className={styles.prose}>
      {renderGuideMarkdown(markdown).map((segment, index) => {
        if (segment.kind === 'html') {
          return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
        }
        return segment.block.kind === 'campgrounds' ? (
          <CampgroundBlockView key={index} block={segment.block} />
        ) : (
          <FieldReportBlockView key={index} block={segment.block} />
        );
      })}
    </div>
  );
}
