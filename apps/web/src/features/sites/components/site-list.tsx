'use client';

// The campground's sites for the chosen stay: what each is, whether it is free and what the stay
// costs, a Details button for the sites-about overlay and, when free, its Book button.
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import {
  availabilityLabel,
  capacityLabel,
  hookupsLabel,
  kindLabel,
  nightlyFromLabel,
  stayPriceLabel,
} from '../site-labels';
import type { Site } from '../site-schema';
import styles from './sites.module.css';

interface SiteListProps {
  sites: Site[];
  hasDates: boolean;
  /** A Book press is under way (buttons wait). */
  busy: boolean;
  /** The site whose Book failed and why. */
  failure: { siteId: string; message: string } | null;
  onBook: (site: Site) => void;
  onDetails: (site: Site) => void;
}

/** A type with more sites than this shows the first few and a button for the rest. */
const COLLAPSED_AFTER = 6;
const COLLAPSED_COUNT = 5;

/** Sites grouped by their type, in the API's order (type, then name). */
function groupByType(sites: readonly Site[]): { id: string; name: string; sites: Site[] }[] {
  const groups = new Map<string, { id: string; name: string; sites: Site[] }>();
  for (const site of sites) {
    const group = groups.get(site.siteTypeId) ?? { id: site.siteTypeId, name: site.siteTypeName, sites: [] };
    group.sites.push(site);
    groups.set(site.siteTypeId, group);
  }
  return [...groups.values()];
}

function SiteSummary({ site }: { site: Site }) {
  const facts = [
    capacityLabel(site.capacity),
    site.hookups.length > 0 ? hookupsLabel(site.hookups) : null,
    site.maxRvLengthFt !== null ? `RVs up to ${site.maxRvLengthFt} ft` : null,
    site.accessible ? 'Accessible' : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul className={styles.siteFacts}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

export function SiteList({ sites, hasDates, busy, failure, onBook, onDetails }: SiteListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (sites.length === 0) return <p className={styles.muted}>No sites are open for booking here right now.</p>;

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  return (
    <div className={styles.groups}>
      {groupByType(sites).map((group) => {
        const collapsible = group.sites.length > COLLAPSED_AFTER;
        const open = !collapsible || expanded.has(group.id);
        // With dates, the free sites come first so a collapsed list still shows what can be booked.
        const ordered = hasDates
          ? [...group.sites].sort((a, b) => Number(b.available) - Number(a.available))
          : group.sites;
        const shown = open ? ordered : ordered.slice(0, COLLAPSED_COUNT);
        const listId = `site-list-${group.id}`;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`site-type-${group.id}`}>
            <h3 id={`site-type-${group.id}`} className={styles.groupTitle}>
              {group.name}
            </h3>
            <ul className={styles.siteList} id={listId}>
              {shown.map((site) => {
                const availability = availabilityLabel(site);
                const stayPrice = stayPriceLabel(site);
                const nightly = nightlyFromLabel(site);
                return (
                  <li
                    key={site.id}
                    className={styles.site}
                    data-testid="site"
                    data-available={site.available ?? undefined}
                  >
                    <div className={styles.siteMain}>
                      <p className={styles.siteName}>
                        <strong>{site.name}</strong> <span className={styles.kind}>{kindLabel(site.kind)}</span>
                      </p>
                      <SiteSummary site={site} />
                      {availability ? (
                        <p className={styles.availability} data-available={site.available ? '' : undefined}>
                          {availability}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.siteSide}>
                      {stayPrice && site.available ? (
                        <p className={styles.price}>{stayPrice}</p>
                      ) : nightly ? (
                        <p className={styles.nightly}>{nightly}</p>
                      ) : null}
                      {stayPrice && site.available && nightly ? <p className={styles.nightly}>{nightly}</p> : null}
                      <div className={styles.siteActions}>
                        <button
                          type="button"
                          className={styles.linkButton}
                          aria-label={`Details of ${site.name}`}
                          onClick={() => onDetails(site)}
                        >
                          Details
                        </button>
                        {site.available ? (
                          <button
                            type="button"
                            className={`${buttonStyles.button} ${styles.book}`}
                            aria-label={`Book ${site.name}`}
                            disabled={busy}
                            onClick={() => onBook(site)}
                          >
                            Book
                          </button>
                        ) : null}
                      </div>
                      {!hasDates ? <p className={styles.hint}>Choose dates to book</p> : null}
                    </div>
                    {failure?.siteId === site.id ? (
                      <p className={styles.failure} role="alert">
                        {failure.message}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {collapsible ? (
              <button
                type="button"
                className={styles.linkButton}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
              >
                {open ? 'Show fewer sites' : `Show all ${group.sites.length} sites`}
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
