// Number formatting shared by pages; en-US because the product covers US campgrounds only.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** "1 campground", "1,834 campgrounds". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}
