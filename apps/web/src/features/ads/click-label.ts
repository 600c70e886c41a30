// What an ad click is called in analytics: the words the visitor clicked, on one line, cut to
// the spec's 50 characters (section 9) so a long headline never becomes a long property.
import { CLICK_LABEL_MAX_LENGTH } from '@campwise/domain';

export function clickLabel(text: string, max: number = CLICK_LABEL_MAX_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  // By code point, so an emoji or accented letter at the cut is never split in half.
  return Array.from(oneLine).slice(0, max).join('').trimEnd();
}
