// How connectivity numbers read on the page.

/** "12 Mbps", "2.4 Mbps", "0.5 Mbps": whole numbers from 10 up, one decimal below. */
export function formatMbps(value: number): string {
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} Mbps`;
}

/** The median speeds of a carrier, or null when no speed test was reported. */
export function speedSummary(download: number | null, upload: number | null): string | null {
  if (download === null && upload === null) return null;
  const parts = [];
  if (download !== null) parts.push(`${formatMbps(download)} down`);
  if (upload !== null) parts.push(`${formatMbps(upload)} up`);
  return parts.join(' · ');
}
