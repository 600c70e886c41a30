'use client';

// Setup step 3: what a night costs per site type — a base rate, a weekend price (Friday and
// Saturday nights) and seasons that win over the base rate on their dates.
import { formatCents, formatStayDate } from '@campwise/domain';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/forms/use-form';
import { createRate } from '../manager-api';
import { useManager } from '../manager-context';
import type { Rate } from '../manager-records';
import { parseDollars, validateDollars } from '../money';
import { SelectField } from './select-field';
import { InventoryRow, useInventoryAction } from './inventory-row';
import styles from './manager.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: string) => (DATE.test(value) ? null : 'Choose a date.');
const baseValidators = {
  name: (value: string) => (value.trim() ? null : 'Name the rate, such as "Summer".'),
  nightly: validateDollars(true),
  weekend: validateDollars(false),
};
const seasonValidators = { ...baseValidators, startDate: date, endDate: date };

function rateLabel(rate: Rate): string {
  const weekend = rate.weekendNightlyCents === null ? '' : `, ${formatCents(rate.weekendNightlyCents)} Fri and Sat`;
  const when =
    rate.startDate && rate.endDate
      ? `${formatStayDate(rate.startDate)} – ${formatStayDate(rate.endDate)}`
      : 'All year (base rate)';
  return `${formatCents(rate.nightlyCents)} a night${weekend} · ${when}`;
}

export function RatesStep({ onDone }: { onDone: () => void }) {
  const { accommodations, rates, reloadInventory } = useManager();
  const types = accommodations.siteTypes;
  const [siteTypeId, setSiteTypeId] = useState(types[0]?.id ?? '');
  const [season, setSeason] = useState(false);
  const empty = { name: 'Base rate', nightly: '', weekend: '', startDate: '', endDate: '' };
  const form = useForm(empty, season ? seasonValidators : baseValidators);
  const action = useInventoryAction();

  const add = async () => {
    if (!form.submit()) return;
    const { values } = form;
    if (season && values.endDate < values.startDate) {
      return action.setErrors(['The season must end on or after its first night.']);
    }
    const weekend = parseDollars(values.weekend);
    const created = await action.run((client) =>
      createRate(client, siteTypeId, {
        name: values.name.trim(),
        nightlyCents: parseDollars(values.nightly) ?? 0,
        weekendNightlyCents: weekend,
        startDate: season ? values.startDate : null,
        endDate: season ? values.endDate : null,
      }),
    );
    if (!created) return;
    form.reset({ ...empty, name: season ? '' : 'Base rate' });
    await reloadInventory();
  };

  const unpriced = types.filter((type) => !rates.some((rate) => rate.siteTypeId === type.id));

  return (
    <div>
      {types.map((type) => {
        const own = rates.filter((rate) => rate.siteTypeId === type.id);
        return (
          <section key={type.id} aria-label={`Rates of ${type.name}`}>
            <h3>{type.name}</h3>
            {own.length === 0 ? (
              <p className={styles.note}>No rate yet: these sites cannot be booked.</p>
            ) : (
              <ul className={styles.list}>
                {own.map((rate) => (
                  <InventoryRow
                    key={rate.id}
                    title={rate.name ?? 'Rate'}
                    meta={rateLabel(rate)}
                    onDelete={() => void action.remove('rates', rate.id)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <h3>Add a rate</h3>
        <div className={styles.grid}>
          <SelectField
            id="rate-site-type"
            label="Site type"
            value={siteTypeId}
            options={types.map((type) => [type.id, type.name] as const)}
            onChange={setSiteTypeId}
          />
          <TextField id="rate-name" label="Rate name" field={form.field('name')} />
          <TextField id="rate-nightly" label="Nightly price ($)" field={form.field('nightly')} />
          <TextField
            id="rate-weekend"
            label="Weekend price ($, optional)"
            field={form.field('weekend')}
            hint="Friday and Saturday nights."
          />
        </div>
        <label className={styles.choice}>
          <input type="checkbox" checked={season} onChange={(event) => setSeason(event.target.checked)} />
          Only for a season (wins over the base rate on its dates)
        </label>
        {season && (
          <div className={styles.grid}>
            <TextField id="rate-start" label="First night" type="date" field={form.field('startDate')} />
            <TextField id="rate-end" label="Last night" type="date" field={form.field('endDate')} />
          </div>
        )}
        <FormAlert tone="error" messages={action.errors} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={action.busy}>
            Add rate
          </button>
          <button type="button" className={buttonStyles.button} disabled={rates.length === 0} onClick={onDone}>
            Continue to sites
          </button>
        </div>
        {rates.length > 0 && unpriced.length > 0 && (
          <p className={styles.note}>
            Without a rate, {unpriced.map((type) => type.name).join(', ')} cannot be booked.
          </p>
        )}
      </form>
    </div>
  );
}
