// User-written text (reviews, field report notes) shown as plain text, never HTML.
import { Fragment } from 'react';
import { textParagraphs } from '@/lib/plain-text';

/** Text as escaped plain text, with its paragraphs and line breaks. */
export function PlainTextBody({ text, className }: { text: string; className?: string }) {
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
