'use client';

// Setup step 2: the kinds of sites the campground rents (tent sites, full-hookup RV sites …).
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { kindLabel } from '@/features/sites/site-labels';
import { useForm } from '@/lib/forms/use-form';
import { createSiteType } from '../manager-api';
import { useManager } from '../manager-context';
import { SelectField } from './select-field';
import { InventoryRow, useInventoryAction } from './inventory-row';
import styles from './manager.module.css';

const KINDS = ['tent', 'rv', 'cabin', 'group'].map((kind) => [kind, kindLabel(kind)] as const);
const validators = {
  name: (value: string) => (value.trim() ? null : 'Name the site type, such as "Tent sites".'),
};

export function SiteTypesStep({ onDone }: { onDone: () => void }) {
  const { activeCampground, accommodations, reloadInventory } = useManager();
  const form = useForm({ name: '', description: '' }, validators);
  const [kind, setKind] = useState('tent');
  const action = useInventoryAction();
  if (!activeCampground) return null;

  const add = async () => {
    if (!form.submit()) return;
    const created = await action.run((client) =>
      createSiteType(client, activeCampground.id, {
        name: form.values.name.trim(),
        kind,
        description: form.values.description.trim(),
      }),
    );
    if (!created) return;
    form.reset({ name: '', description: '' });
    await reloadInventory();
  };

  return (
    <div>
      {accommodations.siteTypes.length === 0 ? (
        <p className={styles.note}>No site types yet. Add one for each kind of site you rent.</p>
      ) : (
        <ul className={styles.list} aria-label="Site types">
          {accommodations.siteTypes.map((type) => (
            <InventoryRow
              key={type.id}
              title={type.name}
              meta={kindLabel(type.kind)}
              onDelete={() => void action.remove('site-types', type.id)}
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
        <h3>Add a site type</h3>
        <div className={styles.grid}>
          <TextField id="site-type-name" label="Site type name" field={form.field('name')} />
          <SelectField id="site-type-kind" label="Kind" value={kind} options={KINDS} onChange={setKind} />
          <TextField id="site-type-description" label="Description (optional)" field={form.field('description')} />
        </div>
        <FormAlert tone="error" messages={action.errors} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={action.busy}>
            Add site type
          </button>
          <button
            type="button"
            className={buttonStyles.button}
            disabled={accommodations.siteTypes.length === 0}
            onClick={onDone}
          >
            Continue to rates
          </button>
        </div>
      </form>
    </div>
  );
}
