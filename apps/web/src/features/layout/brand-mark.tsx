/** The Campwise tent-under-a-peak mark; decorative, the product name always sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="currentColor" />
      <path d="M16 7 6.5 24h19L16 7Z" fill="#fff" />
      <path d="M16 14.5 12.2 24h7.6L16 14.5Z" fill="currentColor" />
    </svg>
  );
}
