import { describe, expect, it } from 'vitest';
import { equipmentLabel, needsLength, validateVehicle, vehicleChanges } from './vehicle-form';

describe('the vehicle step', () => {
  it('asks a length for an RV or a trailer only', () => {
    expect(needsLength('rv')).toBe(true);
    expect(needsLength('trailer')).toBe(true);
    expect(needsLength('van')).toBe(false);
  });

  it('needs equipment, and a whole length for an RV', () => {
    expect(validateVehicle('', '')).toEqual({ equipment: 'Choose what you are bringing.', length: null });
    expect(validateVehicle('rv', '').length).toBe('Enter the length in whole feet (1 to 100).');
    expect(validateVehicle('rv', '32.5').length).not.toBeNull();
    expect(validateVehicle('rv', '32')).toEqual({ equipment: null, length: null });
    expect(validateVehicle('car', '')).toEqual({ equipment: null, length: null });
  });

  it('sends the length only where it counts', () => {
    expect(vehicleChanges('trailer', '28')).toEqual({ equipment: 'trailer', vehicleLengthFt: 28 });
    expect(vehicleChanges('car', '28')).toEqual({ equipment: 'car', vehicleLengthFt: null });
  });

  it('names the equipment', () => {
    expect(equipmentLabel('rv')).toBe('RV or motorhome');
    expect(equipmentLabel('car')).toBe('Car');
    expect(equipmentLabel('boat')).toBe('boat');
  });
});
