'use client';

import { formatStayDate } from '@campwise/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { importUrlError } from '../calendar-import-rules';
import {
  createCalendarImport,
  deleteCalendarImport,
  listCalendarConflicts,
  listCalendarImports,
  loadCalendarExport,
  rotateCalendarExport,
  syncCalendarImport,
} from '../manager-api';
import type { CalendarConflict, CalendarExport, CalendarImport, ManagedSite } from '../manager-records';
import type { ManagerTabProps } from './manager-reservations-tab';
import styles from './manager.module.css';
import { RemoveButton } from './remove-button';
import { ControlField } from './overlay-form';
import { useManagedSites } from './use-managed-sites';

const NAME_MAX = 80;
const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Calendar sync both ways: each site's .ics feed for other channels to read, and other
 * channels' .ics links whose events hold this campground's nights.
 */
export function CalendarSyncTab({ campgroundId }: ManagerTabProps) {
  const { sites, errors: siteErrors } = useManagedSites(campgroundId);
  const [imports, setImports] = useState<CalendarImport[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    listCalendarImports(campgroundId)
      .then((loaded) => {
        if (current) setImports(loaded);
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [campgroundId, version]);

  return (
    <div className={styles.tab} data-testid="calendar-sync-tab">
      <section aria-labelledby="calendar-exports-title">
        <h2 id="calendar-exports-title">Your calendars (.ics feeds)</h2>
        <p className={styles.muted}>
          Give a site’s feed link to another booking channel so it sees the nights booked here. Anyone with the link can
          read the dates (never guest names); get a new link to shut the old one off.
        </p>
        <FormAlert tone="error" messages={siteErrors} />
        <ul className={styles.list}>
          {sites.map((site) => (
            <li key={site.id}>
              <ExportRow site={site} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="calendar-imports-title">
        <h2 id="calendar-imports-title">Other calendars</h2>
        <p className={styles.muted}>
          Events in these calendars hold the site’s nights here. They are read every 15 minutes; an event that runs into
          a booking made here is listed as a conflict and never double-books.
        </p>
        <FormAlert tone="error" messages={errors} />
        {imports?.length === 0 && <p className={styles.muted}>No calendars are imported.</p>}
        {imports && imports.length > 0 && (
          <ul className={styles.list} data-testid="calendar-imports">
            {imports.map((item) => (
              <li key={item.id}>
                <ImportRow item={item} sites={sites} onChanged={changed} />
              </li>
            ))}
          </ul>
        )}
        <AddImportForm sites={sites} onAdded={changed} />
      </section>
    </div>
  );
}

function ExportRow({ site }: { site: ManagedSite }) {
  const { openOverlay } = useOverlays();
  const [feed, setFeed] = useState<CalendarExport | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [copied, setCopied] = useState(false);

  const run = async (action: () => Promise<CalendarExport>) => {
    setErrors([]);
    try {
      setFeed(await action());
      setCopied(false);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
    } catch {
      setErrors(['The link could not be copied: select it and copy it yourself.']);
    }
  };

  return (
    <div className={styles.item} data-testid="calendar-export" data-site={site.name}>
      <span className={styles.itemMain}>
        <strong>{site.name}</strong>
        {feed && (
          <code className={styles.url} data-testid="calendar-export-url">
            {feed.url}
          </code>
        )}
        <FormAlert tone="error" messages={errors} />
      </span>
      <span className={styles.actions}>
        {!feed && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
            onClick={() => void run(() => loadCalendarExport(site.id))}
          >
            Show feed link
          </button>
        )}
        {feed && (
          <>
            <button
              type="button"
              className={`${buttonStyles.button} ${styles.smallButton}`}
              onClick={() => void copy()}
              aria-label={`Copy the feed link of ${site.name}`}
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
              onClick={() =>
                openOverlay('confirmation', {
                  title: 'Get a new feed link?',
                  message: `The current link of ${site.name} stops working at once: every channel reading it needs the new one.`,
                  confirmLabel: 'Get a new link',
                  busyLabel: 'Working…',
                  cancelLabel: 'Keep this link',
                  onConfirm: () => run(() => rotateCalendarExport(site.id)),
                })
              }
            >
              New link
            </button>
          </>
        )}
      </span>
    </div>
  );
}

const STATUS_TEXT: Record<string, string> = {
  ok: 'Synced',
  'not-modified': 'Synced (no changes)',
  failed: 'Failed',
};

function ImportRow({ item, sites, onChanged }: { item: CalendarImport; sites: ManagedSite[]; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [conflicts, setConflicts] = useState<CalendarConflict[] | null>(null);
  const site = sites.find((candidate) => candidate.id === item.siteId);
  const when = item.lastFetchedAt ? timestamp.format(new Date(item.lastFetchedAt)) : null;

  const sync = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await syncCalendarImport(item.id);
      setConflicts(null);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const showConflicts = async () => {
    try {
      setConflicts(await listCalendarConflicts(item.id));
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };

  return (
    <div className={styles.item} data-testid="calendar-import">
      <span className={styles.itemMain}>
        <strong>{item.name}</strong>
        <span className={styles.muted}>{item.siteName ?? site?.name ?? `Site ${item.siteId}`}</span>
        <code className={styles.url}>{item.url}</code>
        <span data-testid="calendar-import-status">
          {item.lastStatus ? (STATUS_TEXT[item.lastStatus] ?? item.lastStatus) : 'Not read yet'}
          {when && ` ${when}`} · {item.heldCount} held · {item.conflictCount} conflicts
        </span>
        {item.lastStatus === 'failed' && item.lastError && <FormAlert tone="error" messages={[item.lastError]} />}
        <FormAlert tone="error" messages={errors} />
        {conflicts && (
          <ul data-testid="calendar-conflicts">
            {conflicts.length === 0 && <li>No conflicts.</li>}
            {conflicts.map((conflict) => (
              <li key={conflict.id}>
                {conflict.summary ?? 'Event'} {formatStayDate(conflict.startDate)} – {formatStayDate(conflict.endDate)}{' '}
                runs into {conflict.guestName ?? 'a booking'}
                {conflict.reservationStartDate &&
                  conflict.reservationEndDate &&
                  ` (${formatStayDate(conflict.reservationStartDate)} – ${formatStayDate(conflict.reservationEndDate)})`}
              </li>
            ))}
          </ul>
        )}
      </span>
      <span className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${styles.smallButton}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void sync()}
        >
          {busy ? 'Syncing…' : 'Sync now'}
        </button>
        {item.conflictCount > 0 && !conflicts && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
            onClick={() => void showConflicts()}
          >
            Show conflicts
          </button>
        )}
        <RemoveButton
          title="Remove this calendar?"
          message={`The nights “${item.name}” holds are freed and it is no longer read.`}
          cancelLabel="Keep it"
          onRemove={async () => {
            await deleteCalendarImport(item.id);
            onChanged();
          }}
        />
      </span>
    </div>
  );
}

function AddImportForm({ sites, onAdded }: { sites: ManagedSite[]; onAdded: () => void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [siteId, setSiteId] = useState('');
  const [urlTouched, setUrlTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const chosenSite = siteId || sites[0]?.id || '';
  const urlError = urlTouched ? importUrlError(url) : null;
  const nameError =
    !name.trim() || name.trim().length > NAME_MAX ? `Enter a name of 1 to ${NAME_MAX} characters.` : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUrlTouched(true);
    const problems = [nameError, importUrlError(url), chosenSite ? null : 'Choose a site.'].filter(
      (message): message is string => message !== null,
    );
    setErrors(problems.filter((message) => message !== importUrlError(url)));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await createCalendarImport({ name: name.trim(), url: url.trim() }, chosenSite);
      setName('');
      setUrl('');
      setUrlTouched(false);
      onAdded();
    } catch (error) {
      setErrors(errorMessages(error));
      onAdded();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`${styles.panel} ${styles.form} ${styles.spaced}`}
      onSubmit={submit}
      noValidate
      aria-labelledby="add-import-title"
    >
      <h3 id="add-import-title">Add a calendar</h3>
      <div className={styles.row}>
        <ControlField label="Name (e.g. Hipcamp)">
          <input className={fieldStyles.input} value={name} onChange={(event) => setName(event.target.value)} />
        </ControlField>
        <ControlField label="Site">
          <select className={fieldStyles.input} value={chosenSite} onChange={(event) => setSiteId(event.target.value)}>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </ControlField>
      </div>
      <ControlField label="Calendar link (.ics)" error={urlError}>
        <input
          className={fieldStyles.input}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onBlur={() => setUrlTouched(true)}
          aria-invalid={urlError ? true : undefined}
        />
      </ControlField>
      <FormAlert tone="error" messages={errors} />
      <div className={styles.formActions}>
        <button type="submit" className={buttonStyles.button} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Adding…' : 'Add calendar'}
        </button>
      </div>
    </form>
  );
}
