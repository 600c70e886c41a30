// zod schemas for field report attributes, with @campwise/domain's rules and messages. Notes
// are trimmed and stored as written, never interpreted as HTML.
import { z } from 'zod';
import {
  CARRIER_IDS,
  FIELD_REPORT_MESSAGES,
  SIGNAL_LEVEL_IDS,
  SPEED_TEST_MAX_MBPS,
  validateFieldNote,
  validateFieldVisitDate,
} from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import { isoToday } from '../reviews/review-fields.ts';

export function visitedOnField(clock: Clock) {
  return z
    .string({ error: FIELD_REPORT_MESSAGES.visitDateRequired })
    .superRefine((value, ctx) => {
      const message = validateFieldVisitDate(value, isoToday(clock));
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim())
    .describe('YYYY-MM-DD, not in the future, not before 1990');
}

/** Optional: null or blank means no note. */
export const noteField = z
  .string({ error: FIELD_REPORT_MESSAGES.notesTooLong })
  .superRefine((value, ctx) => {
    const message = validateFieldNote(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

const speedField = z
  .number({ error: FIELD_REPORT_MESSAGES.speedInvalid })
  .min(0, { error: FIELD_REPORT_MESSAGES.speedInvalid })
  .max(SPEED_TEST_MAX_MBPS, { error: FIELD_REPORT_MESSAGES.speedInvalid })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const signalSchema = z.strictObject(
  {
    carrier: z.enum(CARRIER_IDS, { error: FIELD_REPORT_MESSAGES.signalsInvalid }),
    signal: z.enum(SIGNAL_LEVEL_IDS, { error: FIELD_REPORT_MESSAGES.signalsInvalid }),
    'download-mbps': speedField,
    'upload-mbps': speedField,
  },
  { error: FIELD_REPORT_MESSAGES.signalsInvalid },
);

export const signalsField = z
  .array(signalSchema, { error: FIELD_REPORT_MESSAGES.signalsInvalid })
  .superRefine((signals, ctx) => {
    const carriers = signals.map((signal) => signal.carrier);
    if (new Set(carriers).size !== carriers.length) {
      ctx.addIssue({ code: 'custom', message: FIELD_REPORT_MESSAGES.carrierRepeated });
    }
  })
  .transform((signals) =>
    signals.map((signal) => ({
      carrier: signal.carrier,
      signal: signal.signal,
      downloadMbps: signal['download-mbps'],
      uploadMbps: signal['upload-mbps'],
    })),
  );
