/** A folded map: the icon of every "open the map" control that stands in for a map. */
export function MapIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        d="M1 4.5 7 2l6 2.5L19 2v13.5L13 18l-6-2.5L1 18Z M7 2v13.5 M13 4.5V18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
