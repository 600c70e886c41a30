// What "Recently added" means on /new, said on the page: the campgrounds created after the first
// open-data import (an import writes thousands at one moment, so their order says nothing).
import { PRODUCT_NAME } from '@campwise/domain';
import { formatCount } from '@/lib/format';

const importDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export interface AddedNote {
  /** Above the list: what it holds. */
  note: string;
  /** Instead of the list when it is empty. */
  empty: string;
}

export function addedNote(total: number, addedSince: Date | null): AddedNote {
  if (!addedSince) {
    return {
      note: `The newest of ${formatCount(total, 'campground')} on ${PRODUCT_NAME}, latest first.`,
      empty: 'None yet.',
    };
  }
  const since = importDay.format(addedSince);
  return {
    note: `${formatCount(total, 'campground')} added since our first data import on ${since}: suggestions from campers and owners our editors approved, and new ones from later data refreshes. Latest first.`,
    empty: `None yet: every campground on ${PRODUCT_NAME} so far came with our first data import on ${since}.`,
  };
}
