/**
 * Page numbers to show: the first, the last, and two either side of the current one. A gap
 * stands for two or more hidden pages; a single hidden page is shown instead, since "…" would
 * take the same room.
 */
export function visiblePages(currentPage: number, pageCount: number): (number | 'gap')[] {
  const shown = [1, pageCount, ...[-2, -1, 0, 1, 2].map((offset) => currentPage + offset)]
    .filter((page, index, all) => page >= 1 && page <= pageCount && all.indexOf(page) === index)
    .sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of shown) {
    if (page - previous === 2) result.push(previous + 1);
    else if (page - previous > 2) result.push('gap');
    result.push(page);
    previous = page;
  }
  return result;
}
