import { type CampgroundSourceId, DATA_SOURCES, type DataSourceId, sourceRecordUrl } from '@campwise/domain';
import type { Campground, SourceRecord } from '../campground-schema';
import styles from './campground-detail.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function isDataSourceId(id: string): id is DataSourceId {
  return Object.hasOwn(DATA_SOURCES, id);
}

function isCampgroundSourceId(id: string): id is CampgroundSourceId {
  return id === 'ridb' || id === 'uscampgrounds' || id === 'osm';
}

function recordUrl(record: SourceRecord): string | null {
  if (record.url) return record.url;
  return isCampgroundSourceId(record.source) ? sourceRecordUrl(record.source, record.id) : null;
}

function SourceItem({ record }: { record: SourceRecord }) {
  const name = isDataSourceId(record.source) ? DATA_SOURCES[record.source].name : record.source;
  const url = recordUrl(record);
  return (
    <li>
      {name}
      {url ? (
        <>
          {' — '}
          <a href={url} rel="noopener">
            record {record.id}
          </a>
        </>
      ) : (
        ` — record ${record.id}`
      )}
    </li>
  );
}

/** An attribution line, linked to its dataset's licence or home when we recognise it. */
function AttributionItem({ text }: { text: string }) {
  const source = Object.values(DATA_SOURCES).find((candidate) => candidate.attribution === text);
  return <li>{source ? <a href={source.url}>{text}</a> : text}</li>;
}

/** Where this listing's facts come from, with the credit each source's licence asks for. */
export function CampgroundSources({ campground }: { campground: Campground }) {
  const updated = campground.updatedAt ? new Date(campground.updatedAt) : null;
  return (
    <section aria-labelledby="sources-heading" className={styles.section}>
      <h2 id="sources-heading">Source and attribution</h2>
      {campground.sources.length > 0 && (
        <>
          <p className={styles.muted}>This listing combines these open-data records:</p>
          <ul className={styles.sources}>
            {campground.sources.map((record) => (
              <SourceItem key={`${record.source}:${record.id}`} record={record} />
            ))}
          </ul>
        </>
      )}
      {campground.attribution.length > 0 && (
        <ul className={styles.sources}>
          {campground.attribution.map((text) => (
            <AttributionItem key={text} text={text} />
          ))}
        </ul>
      )}
      {updated && !Number.isNaN(updated.getTime()) && (
        <p className={styles.muted}>
          Last updated <time dateTime={updated.toISOString()}>{dateFormat.format(updated)}</time>.
        </p>
      )}
    </section>
  );
}
