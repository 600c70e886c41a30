// The vehicle step's rules (docs/api-bookings.md): what the camper brings, and for an RV or a
// trailer its length, which the API checks against the site's maximum.

export const EQUIPMENT = [
  { value: 'rv', label: 'RV or motorhome' },
  { value: 'trailer', label: 'Trailer' },
  { value: 'van', label: 'Camper van' },
  { value: 'car', label: 'Car' },
  { value: 'tent', label: 'Tent only' },
] as const;

/** 'RV or motorhome', 'Car', …; a kind the API adds later reads as itself. */
export function equipmentLabel(equipment: string): string {
  return EQUIPMENT.find((option) => option.value === equipment)?.label ?? equipment;
}

/** Equipment whose length the site must fit. */
export function needsLength(equipment: string): boolean {
  return equipment === 'rv' || equipment === 'trailer';
}

export const MAX_VEHICLE_LENGTH_FT = 100;

export interface VehicleErrors {
  equipment: string | null;
  length: string | null;
}

export function validateVehicle(equipment: string, length: string): VehicleErrors {
  const feet = Number(length);
  const lengthOk = length.trim() !== '' && Number.isInteger(feet) && feet >= 1 && feet <= MAX_VEHICLE_LENGTH_FT;
  return {
    equipment: equipment ? null : 'Choose what you are bringing.',
    length:
      needsLength(equipment) && !lengthOk ? `Enter the length in whole feet (1 to ${MAX_VEHICLE_LENGTH_FT}).` : null,
  };
}

/** The PATCH attributes: a length only where it counts, null otherwise so an old one is dropped. */
export function vehicleChanges(
  equipment: string,
  length: string,
): { equipment: string; vehicleLengthFt: number | null } {
  return { equipment, vehicleLengthFt: needsLength(equipment) ? Number(length) : null };
}
