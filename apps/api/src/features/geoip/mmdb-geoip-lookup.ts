// A GeoIpLookup over MaxMind-format (.mmdb) files, read with mmdb-lib. Nothing is read at
// start-up: a file is read into memory by the first lookup that needs it (the IPv4 file on the
// first public IPv4 address, the IPv6 file on the first public IPv6 address), then kept for the
// life of the adapter. A file that cannot be read or parsed fails once, loudly (the lookup throws
// GeoIpDatabaseError, which the route logs), and quietly after that (lookups answer null, so the
// caller gets the default location), without being retried.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';
import type { GeoIpLookup, GeoLocation } from './geoip-lookup.ts';

export interface MmdbFiles {
  /** The database IPv4 addresses are looked up in. */
  ipv4: string;
  /** The database for IPv6 addresses; may be the same path as ipv4 (GeoLite2 holds both in one file). */
  ipv6: string;
}

/** One database record as a location; null when the record says too little. */
export type MmdbRecordMapper = (record: unknown) => GeoLocation | null;

export class GeoIpDatabaseError extends Error {}

export interface MmdbGeoIpLookup extends GeoIpLookup {
  /** The files read so far, for tests and measurements. */
  loadedFiles(): string[];
}

type Slot = { reader: Reader<Response> } | { failed: true };

/** "::ffff:8.8.8.8" → "8.8.8.8": IPv4-mapped addresses are looked up as IPv4. */
function unmapped(ip: string): string {
  const rest = ip.slice(7);
  return ip.toLowerCase().startsWith('::ffff:') && isIP(rest) === 4 ? rest : ip;
}

export function createMmdbGeoIpLookup(
  files: MmdbFiles,
  toLocation: MmdbRecordMapper,
  readFile: (file: string) => Buffer = readFileSync,
): MmdbGeoIpLookup {
  const slots = new Map<string, Slot>();

  function fail(file: string, error: unknown): never {
    slots.set(file, { failed: true });
    throw new GeoIpDatabaseError(
      `GeoIP database ${file} is missing or unreadable; callers get the default location from now on`,
      { cause: error },
    );
  }

  function readerFor(file: string): Reader<Response> | null {
    let slot = slots.get(file);
    if (!slot) {
      try {
        slot = { reader: new Reader<Response>(readFile(file)) };
      } catch (error) {
        fail(file, error);
      }
      slots.set(file, slot);
    }
    return 'reader' in slot ? slot.reader : null;
  }

  return {
    lookup(ip) {
      const address = unmapped(ip);
      const family = isIP(address);
      if (family === 0) return null;
      const file = family === 4 ? files.ipv4 : files.ipv6;
      const reader = readerFor(file);
      // An IPv4-only tree walked with an IPv6 address answers nonsense rather than nothing.
      if (!reader || (family === 6 && reader.metadata.ipVersion !== 6)) return null;
      let record: unknown;
      try {
        record = reader.get(address);
      } catch (error) {
        fail(file, error); // a valid address the file cannot answer: the file is damaged
      }
      return record ? toLocation(record) : null;
    },
    loadedFiles: () => [...slots].flatMap(([file, slot]) => ('reader' in slot ? [file] : [])),
  };
}
