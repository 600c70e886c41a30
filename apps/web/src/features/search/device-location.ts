// The browser's own position (navigator.geolocation), for opening the search map around the
// camper. Read without asking only when the site is already allowed; asked for only when the
// camper presses 'Use my location'. Null whenever there is no answer.
import type { UserLocation } from './initial-location';

/** Long enough for a GPS fix on a phone; the map waits for it only when location is allowed. */
const POSITION_TIMEOUT_MS = 8_000;
/** A fix from the last few minutes is as good as a new one for a map at zoom 10. */
const POSITION_MAX_AGE_MS = 10 * 60_000;

function currentPosition(): Promise<UserLocation | null> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, long: position.coords.longitude }),
      () => resolve(null),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** The device's position when the camper has already allowed this site to read it, else null. */
export async function allowedDevicePosition(): Promise<UserLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return null;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
  } catch {
    return null;
  }
  return currentPosition();
}

/** Asks for the device's position (the browser may prompt); null when refused or unknown. */
export function requestDevicePosition(): Promise<UserLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return currentPosition();
}
