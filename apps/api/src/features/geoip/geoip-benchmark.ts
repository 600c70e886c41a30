// Cost of the DB-IP adapter: load time and memory of each file, and the time of 10,000 lookups.
// Run: node --expose-gc --import tsx apps/api/src/features/geoip/geoip-benchmark.ts
import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'mmdb-lib';
import { DBIP_CITY_FILES, fromDbIpCity } from './dbip-city.ts';
import { isNonPublicIp, locateUser } from './geoip-lookup.ts';
import { createMmdbGeoIpLookup } from './mmdb-geoip-lookup.ts';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function measureLoad(file: string) {
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const buffer = readFileSync(file);
  const read = performance.now();
  const reader = new Reader<Response>(buffer);
  const parsed = performance.now();
  gc();
  const after = process.memoryUsage();
  console.log(
    `${file.split('/').pop()}: read ${ms(read - started)}, open ${ms(parsed - read)};`,
    `rss +${mb(after.rss - before.rss)}, heap +${mb(after.heapUsed - before.heapUsed)},`,
    `arrayBuffers +${mb(after.arrayBuffers - before.arrayBuffers)}`,
  );
  return reader;
}

// Deterministic public IPv4 addresses (xorshift), so runs compare.
function publicIps(count: number): string[] {
  let state = 2463534242;
  const ips: string[] = [];
  while (ips.length < count) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const n = state >>> 0;
    const ip = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    if (!isNonPublicIp(ip)) ips.push(ip);
  }
  return ips;
}

// Both kept alive while measuring, so the second figure is not the first one collected.
const loaded = [measureLoad(DBIP_CITY_FILES.ipv4), measureLoad(DBIP_CITY_FILES.ipv6)];
loaded.length = 0;
gc();

const geoIp = createMmdbGeoIpLookup(DBIP_CITY_FILES, fromDbIpCity);
let started = performance.now();
geoIp.lookup('8.8.8.8');
console.log(`first IPv4 lookup of a fresh adapter (includes the load): ${ms(performance.now() - started)}`);
started = performance.now();
geoIp.lookup('2607:f6d0::1');
console.log(`first IPv6 lookup (includes the IPv6 load): ${ms(performance.now() - started)}`);

const ips = publicIps(10_000);
for (const ip of ips.slice(0, 1000)) locateUser(ip, geoIp); // warm-up
for (let round = 1; round <= 3; round++) {
  started = performance.now();
  let found = 0;
  for (const ip of ips) if (locateUser(ip, geoIp).userLocationFound) found++;
  const elapsed = performance.now() - started;
  console.log(
    `round ${round}: 10,000 random public IPv4 lookups (locateUser): ${ms(elapsed)} (${((elapsed * 1000) / ips.length).toFixed(1)} µs each; ${found} in the US)`,
  );
}
started = performance.now();
for (let i = 0; i < 10_000; i++) geoIp.lookup('18.7.22.69');
console.log(`10,000 lookups of one address: ${ms(performance.now() - started)}`);
