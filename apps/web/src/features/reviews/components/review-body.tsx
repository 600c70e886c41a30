import { Fragment } from 'react';
import { textParagraphs } from '../review-text';

/** A review's text as escaped plain text, with its paragraphs and line breaks. */
export function ReviewBody({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {textParagraphs(text).map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
