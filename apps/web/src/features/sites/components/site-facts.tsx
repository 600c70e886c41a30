// A site's facts as a definition list: shared by the site list and the sites-about overlay.
import { capacityLabel, hookupsLabel, kindLabel } from '../site-labels';
import type { Site } from '../site-schema';
import styles from './sites.module.css';

export function SiteFacts({ site }: { site: Site }) {
  const capacity = capacityLabel(site.capacity);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Type</dt>
        <dd>
          {kindLabel(site.kind)} · {site.siteTypeName}
        </dd>
      </div>
      {capacity && (
        <div>
          <dt>Capacity</dt>
          <dd>{capacity}</dd>
        </div>
      )}
      <div>
        <dt>Hookups</dt>
        <dd>{hookupsLabel(site.hookups)}</dd>
      </div>
      {site.maxRvLengthFt !== null && (
        <div>
          <dt>Max RV length</dt>
          <dd>{site.maxRvLengthFt} ft</dd>
        </div>
      )}
      <div>
        <dt>Accessible</dt>
        <dd>{site.accessible ? 'Yes' : 'No'}</dd>
      </div>
    </dl>
  );
}
