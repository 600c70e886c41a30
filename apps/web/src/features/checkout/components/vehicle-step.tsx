'use client';

import { useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import type { Reservation } from '../reservation';
import { EQUIPMENT, needsLength, validateVehicle, vehicleChanges } from '../vehicle-form';
import { useCheckout } from './checkout-provider';
import { StepForm } from './step-form';

/** RV sites only: what the camper brings and its length (the API checks it fits the site). */
export function VehicleStep({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const { save } = useCheckout();
  const [equipment, setEquipment] = useState(reservation.equipment ?? '');
  const [length, setLength] = useState(reservation.vehicleLengthFt === null ? '' : String(reservation.vehicleLengthFt));
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateVehicle(equipment, length) : { equipment: null, length: null };

  const onContinue = async () => {
    setTouched(true);
    const found = validateVehicle(equipment, length);
    if (found.equipment || found.length) return false;
    await save(vehicleChanges(equipment, length));
    return true;
  };

  return (
    <StepForm step="vehicle" onContinue={onContinue}>
      <FieldFrame id={`${id}-equipment`} label="What are you bringing?" error={errors.equipment}>
        {(aria) => (
          <select
            id={`${id}-equipment`}
            className={fieldStyles.input}
            value={equipment}
            onChange={(event) => setEquipment(event.target.value)}
            onBlur={() => setTouched(true)}
            {...aria}
          >
            <option value="">Choose…</option>
            {EQUIPMENT.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {needsLength(equipment) && (
        <FieldFrame
          id={`${id}-length`}
          label="Length in feet"
          hint="Bumper to bumper, including the hitch. The site must fit it."
          error={errors.length}
        >
          {(aria) => (
            <input
              id={`${id}-length`}
              type="number"
              inputMode="numeric"
              min={1}
              className={fieldStyles.input}
              value={length}
              onChange={(event) => setLength(event.target.value)}
              onBlur={() => setTouched(true)}
              {...aria}
            />
          )}
        </FieldFrame>
      )}
    </StepForm>
  );
}
