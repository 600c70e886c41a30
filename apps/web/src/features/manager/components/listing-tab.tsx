'use client';

// The listing editor: the campground's public details (PATCH /campgrounds/{id}) and its location
// on a map, saved apart so a moved pin is a deliberate act (location-edit-success).
import { AMENITIES, AMENITY_IDS, maskPhone, SITE_TYPE_IDS, SITE_TYPES } from '@campwise/domain';
import { useMemo, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { LocationPickerMap } from '@/features/map/location-picker-map';
import { useOverlays } from '@/features/overlays/use-overlays';
import { campgroundPath } from '@/lib/camping-paths';
import { useForm } from '@/lib/forms/use-form';
import {
  listingAttributes,
  listingFormValues,
  listingValidators,
  MAX_DESCRIPTION_CHARS,
  parsePoint,
  type Point,
  roundCoordinate,
} from '../listing-form';
import { updateListing } from '../manager-api';
import { useManager } from '../manager-context';
import type { ManagedCampground } from '../manager-records';
import { ListingPhotos } from './listing-photos';
import { useManagerAction } from './use-manager-action';
import styles from './manager.module.css';

export function ListingTab() {
  const { activeCampground } = useManager();
  if (!activeCampground) return null;
  return (
    <>
      <ListingDetails campground={activeCampground} />
      <ListingPhotos campground={activeCampground} />
      <ListingLocation campground={activeCampground} />
    </>
  );
}

function Choices({
  legend,
  ids,
  labels,
  chosen,
  onChange,
}: {
  legend: string;
  ids: readonly string[];
  labels: Readonly<Record<string, string>>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {ids.map((id) => (
          <label key={id} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, id] : chosen.filter((item) => item !== id))
              }
            />
            {labels[id] ?? id}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ListingDetails({ campground }: { campground: ManagedCampground }) {
  const { campgroundUpdated } = useManager();
  const form = useForm(listingFormValues(campground), listingValidators);
  const [amenities, setAmenities] = useState<string[]>(campground.amenities);
  const [siteTypes, setSiteTypes] = useState<string[]>(campground.siteTypes);
  const [saved, setSaved] = useState(false);
  const action = useManagerAction();
  const description = form.field('description');

  const save = async () => {
    setSaved(false);
    if (!form.submit()) return;
    const updated = await action.run((client) =>
      updateListing(client, campground, listingAttributes(form.values, amenities, siteTypes)),
    );
    if (!updated) return;
    campgroundUpdated(updated);
    setSaved(true);
  };

  return (
    <section className={styles.card} aria-labelledby="listing-heading">
      <h2 id="listing-heading" className={styles.cardTitle}>
        Listing details
      </h2>
      <p className={styles.note}>What campers read on your page and in search. Changes show at once.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField id="listing-name" label="Campground name" field={form.field('name')} />
        <FieldFrame
          id="listing-description"
          label="Description"
          hint={`Up to ${MAX_DESCRIPTION_CHARS.toLocaleString('en-US')} characters.`}
          error={description.error}
        >
          {(aria) => (
            <textarea
              id="listing-description"
              name="description"
              className={styles.textarea}
              value={description.value}
              onChange={(event) => form.setValue('description', event.target.value)}
              onBlur={description.onBlur}
              {...aria}
            />
          )}
        </FieldFrame>
        <div className={styles.grid}>
          <TextField
            id="listing-phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            field={form.field('phone', maskPhone)}
            hint="(999) 999-9999"
          />
          <TextField id="listing-website" label="Website" type="url" field={form.field('website')} />
          <TextField id="listing-email" label="Email" type="email" inputMode="email" field={form.field('email')} />
          <TextField id="listing-season" label="Season" field={form.field('season')} hint="Such as May to October." />
          <TextField id="listing-price" label="Nightly price from ($)" field={form.field('price')} />
          <TextField id="listing-sites" label="Number of sites" field={form.field('numSites')} />
          <TextField id="listing-rv" label="Longest RV (feet)" field={form.field('maxRvLength')} />
        </div>
        <Choices
          legend="Site types"
          ids={SITE_TYPE_IDS}
          labels={SITE_TYPES}
          chosen={siteTypes}
          onChange={setSiteTypes}
        />
        <Choices legend="Amenities" ids={AMENITY_IDS} labels={AMENITIES} chosen={amenities} onChange={setAmenities} />
        <FormAlert tone="error" messages={action.errors} />
        {saved && <FormAlert tone="success" messages={['Your listing is saved.']} />}
        <button type="submit" className={buttonStyles.button} disabled={action.busy}>
          {action.busy ? 'Saving…' : 'Save listing'}
        </button>
      </form>
    </section>
  );
}

function ListingLocation({ campground }: { campground: ManagedCampground }) {
  const { campgroundUpdated, mapStyleUrl } = useManager();
  const { openOverlay } = useOverlays();
  const [point, setPoint] = useState<Point>({ latitude: campground.latitude, longitude: campground.longitude });
  const [typed, setTyped] = useState({
    latitude: String(campground.latitude),
    longitude: String(campground.longitude),
  });
  const action = useManagerAction();
  const moved = point.latitude !== campground.latitude || point.longitude !== campground.longitude;
  const pin = useMemo((): [number, number] => [point.longitude, point.latitude], [point]);

  const movePin = (next: Point) => {
    setPoint(next);
    setTyped({ latitude: String(next.latitude), longitude: String(next.longitude) });
  };
  const type = (next: typeof typed) => {
    setTyped(next);
    const parsed = parsePoint(next.latitude, next.longitude);
    if (parsed) setPoint(parsed);
  };

  const save = async () => {
    const updated = await action.run((client) => updateListing(client, campground, { ...point }));
    if (!updated) return;
    campgroundUpdated(updated);
    openOverlay('location-edit-success', { campgroundName: updated.name, campgroundPath: campgroundPath(updated) });
  };

  return (
    <section className={styles.card} aria-labelledby="location-heading">
      <h2 id="location-heading" className={styles.cardTitle}>
        Location
      </h2>
      <p className={styles.note}>Drag the pin, or click the map, to where campers should arrive.</p>
      <LocationPickerMap
        point={pin}
        onPick={(longitude, latitude) =>
          movePin({ latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) })
        }
        styleUrl={mapStyleUrl}
        label={`Map of ${campground.name}: click or drag the pin to move it, or type the coordinates below`}
      />
      <div className={`${styles.grid} ${styles.coordinates}`}>
        {(['latitude', 'longitude'] as const).map((axis) => (
          <FieldFrame
            key={axis}
            id={`location-${axis}`}
            label={axis === 'latitude' ? 'Latitude' : 'Longitude'}
            error={null}
          >
            {(aria) => (
              <input
                id={`location-${axis}`}
                className={fieldStyles.input}
                inputMode="decimal"
                value={typed[axis]}
                onChange={(event) => type({ ...typed, [axis]: event.target.value })}
                {...aria}
              />
            )}
          </FieldFrame>
        ))}
      </div>
      <FormAlert tone="error" messages={action.errors} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.button}
          disabled={!moved || action.busy}
          onClick={() => void save()}
        >
          {action.busy ? 'Saving…' : 'Save location'}
        </button>
        {moved && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => movePin({ latitude: campground.latitude, longitude: campground.longitude })}
          >
            Undo
          </button>
        )}
      </div>
    </section>
  );
}
