'use client';

// Setup step 4: the bookable sites themselves, each of a site type, with its hookups, the
// longest RV it takes and how many people it sleeps.
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { capacityLabel, hookupLabel, hookupsLabel } from '@/features/sites/site-labels';
import { useForm } from '@/lib/forms/use-form';
import { createSite } from '../manager-api';
import { useManager } from '../manager-context';
import { SelectField } from './select-field';
import { InventoryRow, useInventoryAction } from './inventory-row';
import styles from './manager.module.css';

const HOOKUPS = ['electric-30', 'electric-50', 'water', 'sewer'];

function wholeNumber(min: number, max: number, optional: boolean) {
  return (value: string) => {
    if (optional && !value.trim()) return null;
    const number = Number(value);
    return value.trim() && Number.isInteger(number) && number >= min && number <= max
      ? null
      : `Enter a whole number from ${min} to ${max}.`;
  };
}

const validators = {
  name: (value: string) => (value.trim() ? null : 'Name the site, such as "Site 12".'),
  capacity: wholeNumber(1, 500, false),
  maxRvLength: wholeNumber(1, 100, true),
};

export function SitesStep({ onDone }: { onDone: () => void }) {
  const { accommodations, reloadInventory } = useManager();
  const types = accommodations.siteTypes;
  const [siteTypeId, setSiteTypeId] = useState(types[0]?.id ?? '');
  const [hookups, setHookups] = useState<string[]>([]);
  const [accessible, setAccessible] = useState(false);
  const empty = { name: '', capacity: '6', maxRvLength: '' };
  const form = useForm(empty, validators);
  const action = useInventoryAction();
  const kind = types.find((type) => type.id === siteTypeId)?.kind;

  const add = async () => {
    if (!form.submit()) return;
    const { values } = form;
    const created = await action.run((client) =>
      createSite(client, siteTypeId, {
        name: values.name.trim(),
        capacity: Number(values.capacity),
        accessible,
        hookups,
        maxRvLengthFt: values.maxRvLength.trim() ? Number(values.maxRvLength) : null,
      }),
    );
    if (!created) return;
    form.reset(empty);
    setHookups([]);
    setAccessible(false);
    await reloadInventory();
  };

  const toggleHookup = (hookup: string, on: boolean) =>
    setHookups((current) => (on ? [...current, hookup] : current.filter((item) => item !== hookup)));

  return (
    <div>
      {accommodations.sites.length === 0 ? (
        <p className={styles.note}>No sites yet. Add each site campers can book.</p>
      ) : (
        <ul className={styles.list} aria-label="Sites">
          {accommodations.sites.map((site) => (
            <InventoryRow
              key={site.id}
              title={site.name}
              meta={[
                site.siteTypeName,
                capacityLabel(site.capacity),
                `Hookups: ${hookupsLabel(site.hookups)}`,
                site.maxRvLengthFt ? `RVs up to ${site.maxRvLengthFt} ft` : null,
                site.accessible ? 'Accessible' : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              onDelete={() => void action.remove('sites', site.id)}
            />
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <h3>Add a site</h3>
        <div className={styles.grid}>
          <TextField id="site-name" label="Site name" field={form.field('name')} />
          <SelectField
            id="site-site-type"
            label="Site type"
            value={siteTypeId}
            options={types.map((type) => [type.id, type.name] as const)}
            onChange={setSiteTypeId}
          />
          <TextField id="site-capacity" label="Sleeps (people)" field={form.field('capacity')} />
          {(kind === 'rv' || kind === 'group') && (
            <TextField id="site-rv-length" label="Longest RV (feet, optional)" field={form.field('maxRvLength')} />
          )}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Hookups</legend>
          <div className={styles.choices}>
            {HOOKUPS.map((hookup) => (
              <label key={hookup} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={hookups.includes(hookup)}
                  onChange={(event) => toggleHookup(hookup, event.target.checked)}
                />
                {hookupLabel(hookup)}
              </label>
            ))}
            <label className={styles.choice}>
              <input type="checkbox" checked={accessible} onChange={(event) => setAccessible(event.target.checked)} />
              Accessible
            </label>
          </div>
        </fieldset>
        <FormAlert tone="error" messages={action.errors} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={action.busy}>
            Add site
          </button>
          <button
            type="button"
            className={buttonStyles.button}
            disabled={accommodations.sites.length === 0}
            onClick={onDone}
          >
            Continue
          </button>
        </div>
      </form>
    </div>
  );
}
