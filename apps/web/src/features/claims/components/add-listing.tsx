'use client';

import { AMENITIES, AMENITY_IDS, maskPhone, SITE_TYPE_IDS, SITE_TYPES } from '@campwise/domain';
import Link from 'next/link';
import { type FormEvent, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { LocationPickerMap } from '@/features/map/location-picker-map';
import { useOverlays } from '@/features/overlays/use-overlays';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { errorMessages } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { signedInApiClient } from '@/lib/session-api-client';
import {
  coordinateText,
  DESCRIPTION_MAX,
  EMPTY_LISTING,
  listingValidators,
  submissionInput,
  typedPoint,
} from '../listing-form';
import { createSubmission } from '../submissions-api';
import { CheckboxGroup } from './checkbox-group';
import { ChoiceRadio } from './choice-radio';
import { PhoneField } from './phone-field';
import styles from './claims.module.css';

type Step = 'location' | 'details';
type Role = 'owner' | 'camper';

/** What was sent, shown behind (and after) the success overlay instead of an emptied form. */
interface Submitted {
  name: string;
  role: Role;
  latitude: string;
  longitude: string;
}

/** /claim/add: where the campground is (map or typed), then what it is and who is adding it. */
export function AddListing({ styleUrl }: { styleUrl: string | null }) {
  const form = useForm(EMPTY_LISTING, listingValidators);
  const [step, setStep] = useState<Step>('location');
  const [role, setRole] = useState<Role>('owner');
  const [siteTypes, setSiteTypes] = useState<string[]>([]);
  const [amenities, setAmenities] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const { openOverlay } = useOverlays();
  const point = typedPoint(form.values);

  useEffect(() => track(ANALYTICS_EVENTS.addLocationStarted), []);
  useEffect(() => track(ANALYTICS_EVENTS.addLocationStepViewed, { step }), [step]);

  const pick = (longitude: number, latitude: number) => {
    form.setValue('latitude', coordinateText(latitude));
    form.setValue('longitude', coordinateText(longitude));
  };

  const toDetails = (event: FormEvent) => {
    event.preventDefault();
    const problems = [
      listingValidators.latitude?.(form.values.latitude),
      listingValidators.longitude?.(form.values.longitude),
    ];
    if (problems.some(Boolean)) {
      // Touch both fields so their messages show; submit() would also flag the details not asked yet.
      form.focus('latitude');
      (['latitude', 'longitude'] as const).forEach((name) => form.field(name).onBlur());
      return;
    }
    setStep('details');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    setErrors([]);
    try {
      const input = submissionInput(form.values, role, siteTypes, amenities);
      await createSubmission(await signedInApiClient(), input);
      track(ANALYTICS_EVENTS.addLocationCompleted, { role });
      setSubmitted({ name: input.name, role, latitude: form.values.latitude, longitude: form.values.longitude });
      openOverlay(role === 'owner' ? 'listing-success' : 'listing-success-camper', { name: input.name });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const addAnother = () => {
    form.reset(EMPTY_LISTING);
    setSiteTypes([]);
    setAmenities([]);
    setRole('owner');
    setStep('location');
    setSubmitted(null);
  };

  if (submitted) {
    return (
      <section className={styles.card} aria-labelledby="submitted-heading" data-testid="listing-submitted">
        <h2 id="submitted-heading">{submitted.name} is sent for review</h2>
        <p>
          {submitted.role === 'owner'
            ? 'Once an admin approves it, the listing goes live and you manage it from the manager portal; we will email you.'
            : 'Once an admin checks it, it shows on the map for every camper.'}
        </p>
        <p className={styles.muted}>
          Location: {submitted.latitude}, {submitted.longitude}
        </p>
        <div className={styles.actions}>
          <Link href={submitted.role === 'owner' ? '/claim/properties' : '/search'} className={buttonStyles.button}>
            {submitted.role === 'owner' ? 'See your claims' : 'Back to the map'}
          </Link>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={addAnother}>
            Add another campground
          </button>
        </div>
      </section>
    );
  }

  if (step === 'location') {
    return (
      <form className={styles.card} onSubmit={toDetails} noValidate aria-labelledby="location-heading">
        <h2 id="location-heading">1. Where is it?</h2>
        <p className={styles.muted}>Click the campground’s entrance on the map, or type its coordinates.</p>
        <LocationPickerMap point={point} onPick={pick} styleUrl={styleUrl} label="Map: click to place the campground" />
        <div className={`${styles.grid2} ${styles.spaced}`}>
          <TextField
            id="listing-latitude"
            label="Latitude"
            field={form.field('latitude')}
            inputMode="text"
            hint="For example 38.57312"
          />
          <TextField
            id="listing-longitude"
            label="Longitude"
            field={form.field('longitude')}
            inputMode="text"
            hint="For example -109.54984"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonStyles.button}>
            Next: details
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">2. About the campground</h2>
      <p className={styles.muted}>
        Location: {form.values.latitude}, {form.values.longitude} ·{' '}
        <button type="button" className={styles.linkButton} onClick={() => setStep('location')}>
          Change
        </button>
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Who are you?</legend>
        <ChoiceRadio
          name="role"
          value="owner"
          checked={role === 'owner'}
          onChange={() => setRole('owner')}
          label="I own or run this campground"
          detail="Once approved, you manage the listing."
        />
        <ChoiceRadio
          name="role"
          value="camper"
          checked={role === 'camper'}
          onChange={() => setRole('camper')}
          label="I’m a camper suggesting it"
          detail="We check it before it is shown to everyone."
        />
      </fieldset>
      <TextField id="listing-name" label="Campground name" field={form.field('name')} required />
      <FieldFrame id="listing-description" label="Description (optional)" error={form.field('description').error}>
        {(aria) => (
          <textarea
            id="listing-description"
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={form.values.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(event) => form.setValue('description', event.target.value)}
            {...aria}
          />
        )}
      </FieldFrame>
      <div className={styles.grid2}>
        <TextField id="listing-website" label="Website (optional)" field={form.field('website')} type="url" />
        <PhoneField id="listing-phone" field={form.field('phone', maskPhone)} />
        <TextField
          id="listing-email"
          label="Email (optional)"
          field={form.field('email')}
          type="email"
          inputMode="email"
        />
        <TextField
          id="listing-price"
          label="Nightly price in dollars (optional)"
          field={form.field('price')}
          hint="0 if free"
        />
      </div>
      <CheckboxGroup
        legend="Site types"
        options={SITE_TYPE_IDS.map((id) => [id, SITE_TYPES[id]])}
        chosen={siteTypes}
        onChange={setSiteTypes}
      />
      <CheckboxGroup
        legend="Amenities"
        options={AMENITY_IDS.map((id) => [id, AMENITIES[id]])}
        chosen={amenities}
        onChange={setAmenities}
      />
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy}>
          {busy ? 'Sending…' : role === 'owner' ? 'Add my campground' : 'Suggest this campground'}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => setStep('location')}
          disabled={busy}
        >
          Back
        </button>
      </div>
    </form>
  );
}
