import { DATA_SOURCES } from '@campwise/domain';

/** The credit line every dataset's licence asks for, each linked to its source. */
export function DataAttributionList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {Object.entries(DATA_SOURCES).map(([id, source]) => (
        <li key={id}>
          <a href={source.url} rel="noopener">
            {source.attribution}
          </a>
        </li>
      ))}
    </ul>
  );
}
