'use client';

import { BOOKING_RULE_MESSAGES, formatStayDate } from '@campwise/domain';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { BLOCK_REASON_MAX, blockConflicts } from '../block-conflicts';
import { changeEach } from '../block-groups';
import { createBlock, updateBlock } from '../manager-api';
import type { SiteBlock } from '../manager-records';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './manager.module.css';
import { type Closable, ControlField, OverlayForm, SiteOptions } from './overlay-form';
import { useManagedSites } from './use-managed-sites';

const WHOLE_CAMPGROUND = 'all';

function blockProblems(startDate: string, endDate: string, reason: string): string[] {
  return [
    !startDate || !endDate ? 'Choose the first night and the day it ends.' : null,
    startDate && endDate && endDate <= startDate ? BOOKING_RULE_MESSAGES.datesOrder : null,
    reason.trim().length > BLOCK_REASON_MAX ? `The reason is at most ${BLOCK_REASON_MAX} characters.` : null,
  ].filter((message): message is string => message !== null);
}

/** The stays a refused block runs into, each with its guest and dates. */
function ConflictList({ error }: { error: unknown }) {
  const conflicts = blockConflicts(error);
  if (conflicts.length === 0) return null;
  return (
    <>
      <p>Move or cancel these stays first:</p>
      <ul data-testid="block-conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.reservationId}>
            {conflict.guestName ?? 'Guest'}: {formatStayDate(conflict.startDate)} – {formatStayDate(conflict.endDate)}{' '}
            (reservation {conflict.reservationId})
          </li>
        ))}
      </ul>
    </>
  );
}

function BlockDateFields(props: {
  startDate: string;
  endDate: string;
  reason: string;
  onChange: (change: Partial<{ startDate: string; endDate: string; reason: string }>) => void;
}) {
  return (
    <>
      <div className={styles.row}>
        <ControlField label="First night">
          <input
            type="date"
            className={fieldStyles.input}
            value={props.startDate}
            onChange={(event) => props.onChange({ startDate: event.target.value })}
          />
        </ControlField>
        <ControlField label="Open again on">
          <input
            type="date"
            className={fieldStyles.input}
            value={props.endDate}
            onChange={(event) => props.onChange({ endDate: event.target.value })}
          />
        </ControlField>
      </div>
      <ControlField label="Reason (optional, only managers see it)">
        <input
          className={fieldStyles.input}
          value={props.reason}
          maxLength={BLOCK_REASON_MAX + 50}
          onChange={(event) => props.onChange({ reason: event.target.value })}
        />
      </ControlField>
    </>
  );
}

export interface BlockDatesCreateOverlayProps {
  campgroundId: number;
  onDone: () => void;
}

/** manager-block-dates-create: one site or the whole campground, for a range of nights. */
export function ManagerBlockDatesCreateOverlay({
  campgroundId,
  onDone,
  onClose,
}: BlockDatesCreateOverlayProps & Closable) {
  const { sites, errors: siteErrors } = useManagedSites(campgroundId);
  const [target, setTarget] = useState(WHOLE_CAMPGROUND);
  const [dates, setDates] = useState({ startDate: '', endDate: '', reason: '' });
  return (
    <OverlayForm
      title="Block dates"
      submitLabel="Block dates"
      busyLabel="Blocking…"
      onClose={onClose}
      validate={() => blockProblems(dates.startDate, dates.endDate, dates.reason)}
      describeFailure={(error) => <ConflictList error={error} />}
      onSubmit={async () => {
        await createBlock(
          { startDate: dates.startDate, endDate: dates.endDate, reason: dates.reason.trim() },
          target === WHOLE_CAMPGROUND ? { campgroundId } : { siteId: target },
        );
        onDone();
      }}
    >
      <FormAlert tone="error" messages={siteErrors} />
      <p>Blocked nights cannot be booked anywhere, search included. The departure morning stays open.</p>
      <ControlField label="What to block">
        <select className={fieldStyles.input} value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value={WHOLE_CAMPGROUND}>The whole campground (every site)</option>
          <SiteOptions sites={sites} />
        </select>
      </ControlField>
      <BlockDateFields {...dates} onChange={(change) => setDates({ ...dates, ...change })} />
    </OverlayForm>
  );
}

export interface BlockDatesEditOverlayProps {
  /** One block, or the blocks of a whole campground made together: they change together. */
  blocks: SiteBlock[];
  siteName: string;
  onDone: () => void;
}

/** manager-block-dates-edit: new dates or reason for a block, or for each block of a group. */
export function ManagerBlockDatesEditOverlay({
  blocks,
  siteName,
  onDone,
  onClose,
}: BlockDatesEditOverlayProps & Closable) {
  const first = blocks[0]!;
  const [dates, setDates] = useState({
    startDate: first.startDate,
    endDate: first.endDate,
    reason: first.reason ?? '',
  });
  // Blocks still to change: after a partial failure a retry sends only the refused ones.
  const remaining = useRef(blocks);
  const refusedSites = useRef<string[]>([]);
  return (
    <OverlayForm
      title={`Blocked dates at ${siteName}`}
      submitLabel="Save"
      busyLabel="Saving…"
      onClose={onClose}
      validate={() => blockProblems(dates.startDate, dates.endDate, dates.reason)}
      describeFailure={(error) => (
        <>
          {blocks.length > 1 && refusedSites.current.length > 0 && (
            <p>Not changed: {refusedSites.current.join(', ')}.</p>
          )}
          <ConflictList error={error} />
        </>
      )}
      onSubmit={async () => {
        const input = { startDate: dates.startDate, endDate: dates.endDate, reason: dates.reason.trim() };
        const tried = remaining.current;
        const failures = await changeEach(tried, (block) => updateBlock(block.id, input));
        if (failures.length < tried.length) onDone();
        if (failures[0]) {
          remaining.current = failures.map((failure) => failure.block);
          refusedSites.current = remaining.current.map((block) => block.siteName ?? `Site ${block.siteId ?? ''}`);
          throw failures[0].error;
        }
      }}
    >
      <BlockDateFields {...dates} onChange={(change) => setDates({ ...dates, ...change })} />
    </OverlayForm>
  );
}
