// Reads an imported .ics with ical.js into the stays it holds, as nights in the campground's
// time zone (docs/api-calendar-sync.md "Sync rules"): all-day and timed events, RRULE/RDATE/EXDATE
// expanded up to 2 years ahead, RECURRENCE-ID overrides, cancelled events and occurrences skipped,
// events over before today ignored, our own exported events (UID …@campwise) skipped. Anything
// unreadable is a CalendarReadError with a message for the manager; nothing is half-read.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, isIsoDate, todayIn } from '@campwise/domain';
import { CalendarReadError } from './calendar-read-error.ts';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

export const MAX_OCCURRENCES = 2000;
export const HORIZON_DAYS = 730;
/** Occurrences looked at (past ones included) before a rule is judged too dense to expand. */
const MAX_EXPANSION_STEPS = 100_000;
const MAX_SUMMARY = 200;

export const NOT_A_CALENDAR_MESSAGE = 'The link did not return an iCalendar (.ics) file.';
export const TOO_MANY_MESSAGE = 'The calendar has more than 2,000 events in the next 2 years.';

/** One stay an imported calendar holds: [startDate, endDate) in the campground's nights. */
export interface CalendarOccurrence {
  uid: string;
  /** The occurrence's original start for a recurring event; '' for a single one. */
  recurrenceKey: string;
  summary: string;
  startDate: string;
  endDate: string;
}

export interface ParseOptions {
  /** The campground's IANA time zone: timed events hold the nights they touch there. */
  timeZone: string;
  now: Date;
}

interface Reading {
  timeZone: string;
  today: string;
  horizon: string;
  zones: Map<string, Timezone>;
  steps: number;
}

export function parseCalendar(text: string, options: ParseOptions): CalendarOccurrence[] {
  const root = readRoot(text);
  const today = todayIn(options.timeZone, options.now);
  const reading: Reading = {
    timeZone: options.timeZone,
    today,
    horizon: addDays(today, HORIZON_DAYS),
    zones: new Map(
      root.getAllSubcomponents('vtimezone').map((zone) => {
        const timezone = new ICAL.Timezone(zone);
        return [timezone.tzid, timezone] as const;
      }),
    ),
    steps: 0,
  };

  const byUid = new Map<string, Component[]>();
  for (const [index, component] of root.getAllSubcomponents('vevent').entries()) {
    checkDates(component, index);
    const uid = eventUid(component);
    // Our own exported stays, echoed back by the other channel: they are already ours.
    if (uid.toLowerCase().endsWith('@campwise')) continue;
    byUid.set(uid, [...(byUid.get(uid) ?? []), component]);
  }

  const occurrences: CalendarOccurrence[] = [];
  const keys = new Set<string>();
  const add = (occurrence: CalendarOccurrence | null) => {
    if (!occurrence) return;
    const key = `${occurrence.uid}\u0000${occurrence.recurrenceKey}`;
    if (keys.has(key)) return;
    keys.add(key);
    occurrences.push(occurrence);
    if (occurrences.length > MAX_OCCURRENCES) throw new CalendarReadError(TOO_MANY_MESSAGE);
  };
  for (const [uid, components] of byUid) {
    const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
    const exceptions = components.filter((component) => component.hasProperty('recurrence-id'));
    if (masters.length === 0) {
      // Overrides whose series is not in the feed: each is a stay of its own.
      for (const exception of exceptions)
        add(single(reading, uid, new ICAL.Event(exception), recurrenceKeyOf(exception)));
      continue;
    }
    for (const [index, master] of masters.entries()) {
      const event = new ICAL.Event(master, { exceptions: index === 0 ? exceptions : [], strictExceptions: false });
      if (isCancelled(master)) continue;
      if (event.isRecurring()) expand(reading, uid, event, add);
      else add(single(reading, uid, event, index === 0 ? '' : `#${index}`));
    }
  }
  return occurrences.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

function readRoot(text: string): Component {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarReadError(NOT_A_CALENDAR_MESSAGE);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new CalendarReadError(`The calendar file is malformed and could not be read (${reason}).`);
  }
  // Several top-level components parse as a list of them; the calendar is the first.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const root = new ICAL.Component(first as unknown[]);
  if (root.name !== 'vcalendar') throw new CalendarReadError(NOT_A_CALENDAR_MESSAGE);
  return root;
}

const DATE_VALUE = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}Z?)?$/;

/** ical.js reads a mangled date as some other date; refuse the file instead of guessing. */
function checkDates(component: Component, index: number): void {
  if (!component.hasProperty('dtstart')) {
    throw new CalendarReadError(`Event ${index + 1} of the calendar has no start (DTSTART).`);
  }
  for (const name of ['dtstart', 'dtend', 'recurrence-id', 'exdate', 'rdate']) {
    for (const property of component.getAllProperties(name)) {
      if (property.type === 'period') continue;
      // The values as written (jCal), before ical.js turns them into times.
      for (const written of property.toJSON().slice(3)) {
        const match = typeof written === 'string' ? DATE_VALUE.exec(written) : null;
        if (!match || !isIsoDate(match[1]!)) {
          throw new CalendarReadError(
            `Event ${index + 1} of the calendar has an invalid ${name.toUpperCase()} and the file could not be read.`,
          );
        }
      }
    }
  }
}

function eventUid(component: Component): string {
  const uid = component.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.trim().slice(0, 500);
  // No UID (RFC 5545 requires one): named by what it says, so the same event keeps its key.
  const facts = ['dtstart', 'dtend', 'summary'].map((name) => String(component.getFirstPropertyValue(name) ?? ''));
  return `no-uid-${createHash('sha256').update(facts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

function recurrenceKeyOf(component: Component): string {
  return String(component.getFirstPropertyValue('recurrence-id') ?? '');
}

function isCancelled(component: Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function summaryOf(event: IcalEvent): string {
  return String(event.summary ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SUMMARY);
}

function single(reading: Reading, uid: string, event: IcalEvent, recurrenceKey: string): CalendarOccurrence | null {
  if (isCancelled(event.component)) return null;
  return occurrence(reading, uid, recurrenceKey, event, event.startDate, event.endDate);
}

function expand(reading: Reading, uid: string, event: IcalEvent, add: (o: CalendarOccurrence | null) => void): void {
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    reading.steps += 1;
    if (reading.steps > MAX_EXPANSION_STEPS) {
      throw new CalendarReadError('The calendar repeats events too often to be read.');
    }
    const details = event.getOccurrenceDetails(next);
    const start = nightOf(reading, details.startDate, details.item, 'dtstart');
    if (start >= reading.horizon) break;
    if (isCancelled(details.item.component)) continue;
    add(occurrence(reading, uid, details.recurrenceId.toString(), details.item, details.startDate, details.endDate));
  }
}

function occurrence(
  reading: Reading,
  uid: string,
  recurrenceKey: string,
  item: IcalEvent,
  startTime: Time,
  endTime: Time,
): CalendarOccurrence | null {
  const startDate = nightOf(reading, startTime, item, 'dtstart');
  let endDate = nightOf(
    reading,
    endTime,
    item,
    endTime.isDate || item.component.hasProperty('dtend') ? 'dtend' : 'dtstart',
  );
  // A timed event within one day (or an all-day event without an end) still holds its night.
  if (endDate <= startDate) endDate = addDays(startDate, 1);
  if (endDate <= reading.today || startDate >= reading.horizon) return null;
  if (endDate > reading.horizon) endDate = reading.horizon;
  return { uid, recurrenceKey, summary: summaryOf(item), startDate, endDate };
}

/**
 * The campground date a time falls on. Dates are themselves; UTC times and times with a TZID (the
 * feed's VTIMEZONE, else the IANA zone of that name) are moved into the campground's zone;
 * floating times are read as the campground's own wall clock.
 */
function nightOf(reading: Reading, time: Time, item: IcalEvent, property: 'dtstart' | 'dtend'): string {
  const wallDate = `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wallDate;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === 'UTC') return todayIn(reading.timeZone, new Date(wall));
  const tzid = item.component.getFirstProperty(property)?.getParameter('tzid');
  const name = typeof tzid === 'string' ? tzid : null;
  if (!name) return wallDate;
  const zone = reading.zones.get(name);
  if (zone) return todayIn(reading.timeZone, new Date(wall - zone.utcOffset(time) * 1000));
  const instant = ianaWallToInstant(wall, name);
  return instant === null ? wallDate : todayIn(reading.timeZone, new Date(instant));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The instant a wall-clock time in an IANA zone names; null when the zone is unknown. */
function ianaWallToInstant(wall: number, zone: string): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - instant;
  };
  // Twice: the offset at the first guess may be across a daylight-saving change from the answer.
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return guess;
}
