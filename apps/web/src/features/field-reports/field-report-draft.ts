// The optional field report written with a review: signal per carrier with an optional speed
// test, and road, access and site notes. Rules and messages are the domain's, word for word.
import {
  CARRIER_IDS,
  type Carrier,
  FIELD_REPORT_MESSAGES,
  SIGNAL_LEVEL_IDS,
  type SignalLevel,
  SPEED_TEST_MAX_MBPS,
  validateFieldNote,
} from '@campwise/domain';

export interface CarrierDraft {
  /** '' when the camper did not check this carrier. */
  signal: '' | SignalLevel;
  downloadMbps: string;
  uploadMbps: string;
}

export interface FieldReportDraft {
  signals: Record<Carrier, CarrierDraft>;
  roadNotes: string;
  accessNotes: string;
  siteNotes: string;
}

export type NoteField = 'roadNotes' | 'accessNotes' | 'siteNotes';
export const NOTE_FIELDS: readonly NoteField[] = ['roadNotes', 'accessNotes', 'siteNotes'];

/** Error keys: a note field, or `${carrier}.downloadMbps` / `${carrier}.uploadMbps`. */
export type FieldReportErrors = Record<string, string>;

export interface SignalInput {
  carrier: Carrier;
  signal: SignalLevel;
  downloadMbps?: number;
  uploadMbps?: number;
}

export interface FieldReportAttributesInput {
  visitedOn: string;
  roadNotes: string | null;
  accessNotes: string | null;
  siteNotes: string | null;
  signals: SignalInput[];
}

const EMPTY_CARRIER: CarrierDraft = { signal: '', downloadMbps: '', uploadMbps: '' };

export function emptyFieldReportDraft(): FieldReportDraft {
  return {
    signals: Object.fromEntries(CARRIER_IDS.map((carrier) => [carrier, { ...EMPTY_CARRIER }])) as Record<
      Carrier,
      CarrierDraft
    >,
    roadNotes: '',
    accessNotes: '',
    siteNotes: '',
  };
}

/** A speed as typed: '' is "no test", else a number from 0 to SPEED_TEST_MAX_MBPS. */
function parseSpeed(value: string): number | null | 'invalid' {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const speed = Number(trimmed);
  return Number.isFinite(speed) && speed >= 0 && speed <= SPEED_TEST_MAX_MBPS ? speed : 'invalid';
}

export function isSignalLevel(value: string): value is SignalLevel {
  return (SIGNAL_LEVEL_IDS as readonly string[]).includes(value);
}

/** Nothing filled in: the camper did not write a field report, which is fine. */
export function isFieldReportEmpty(draft: FieldReportDraft): boolean {
  return (
    NOTE_FIELDS.every((field) => draft[field].trim() === '') &&
    CARRIER_IDS.every((carrier) => {
      const signal = draft.signals[carrier];
      return signal.signal === '' && signal.downloadMbps.trim() === '' && signal.uploadMbps.trim() === '';
    })
  );
}

export function validateFieldReportDraft(draft: FieldReportDraft): FieldReportErrors {
  const errors: FieldReportErrors = {};
  for (const field of NOTE_FIELDS) {
    const error = validateFieldNote(draft[field]);
    if (error) errors[field] = error;
  }
  for (const carrier of CARRIER_IDS) {
    const signal = draft.signals[carrier];
    for (const speedField of ['downloadMbps', 'uploadMbps'] as const) {
      const speed = parseSpeed(signal[speedField]);
      if (speed === 'invalid') errors[`${carrier}.${speedField}`] = FIELD_REPORT_MESSAGES.speedInvalid;
      // A speed test means the camper had some signal: ask for the bars with it.
      else if (speed !== null && signal.signal === '')
        errors[`${carrier}.signal`] = FIELD_REPORT_MESSAGES.signalsInvalid;
    }
  }
  return errors;
}

export function fieldReportAttributes(draft: FieldReportDraft, visitedOn: string): FieldReportAttributesInput {
  const signals: SignalInput[] = [];
  for (const carrier of CARRIER_IDS) {
    const { signal, downloadMbps, uploadMbps } = draft.signals[carrier];
    if (signal === '') continue;
    const download = parseSpeed(downloadMbps);
    const upload = parseSpeed(uploadMbps);
    signals.push({
      carrier,
      signal,
      ...(typeof download === 'number' ? { downloadMbps: download } : {}),
      ...(typeof upload === 'number' ? { uploadMbps: upload } : {}),
    });
  }
  const note = (value: string) => value.trim() || null;
  return {
    visitedOn,
    roadNotes: note(draft.roadNotes),
    accessNotes: note(draft.accessNotes),
    siteNotes: note(draft.siteNotes),
    signals,
  };
}
