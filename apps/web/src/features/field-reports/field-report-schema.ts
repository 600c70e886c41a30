import {
  CARRIER_IDS,
  CARRIERS,
  type Carrier,
  SIGNAL_LEVEL_IDS,
  SIGNAL_LEVELS,
  type SignalLevel,
} from '@campwise/domain';
import { z } from 'zod';
import { speedSummary } from '@/lib/speed-format';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const signalSchema = z.object({
  carrier: z.enum(CARRIER_IDS as [Carrier, ...Carrier[]]),
  carrierLabel: z.string().nullish(),
  signal: z.enum(SIGNAL_LEVEL_IDS as [SignalLevel, ...SignalLevel[]]),
  downloadMbps: optionalNumber,
  uploadMbps: optionalNumber,
});
export type FieldReportSignal = z.infer<typeof signalSchema>;

/** A field report as the API sends it (docs/api-community.md), attributes camelCased. */
export const fieldReportSchema = z.object({
  id: z.string(),
  visitedOn: z.string(),
  roadNotes: optionalText,
  accessNotes: optionalText,
  siteNotes: optionalText,
  signals: z.array(signalSchema).default([]),
  authorName: z
    .string()
    .nullish()
    .transform((name) => name || 'Camper'),
  createdAt: z.string(),
  hidden: z.boolean().default(false),
});

export interface FieldReport extends z.infer<typeof fieldReportSchema> {
  authorId: string | null;
}

/** The signals in the domain's carrier order (AT&T, T-Mobile, Verizon, Other). */
export function sortedSignals(signals: readonly FieldReportSignal[]): FieldReportSignal[] {
  return [...signals].sort((a, b) => CARRIER_IDS.indexOf(a.carrier) - CARRIER_IDS.indexOf(b.carrier));
}

/** "Strong · 30 Mbps down · 5.2 Mbps up", or just "No signal". */
export function signalText(signal: FieldReportSignal): string {
  const speeds = speedSummary(signal.downloadMbps, signal.uploadMbps);
  return speeds ? `${SIGNAL_LEVELS[signal.signal]} · ${speeds}` : SIGNAL_LEVELS[signal.signal];
}

export function signalCarrierLabel(signal: FieldReportSignal): string {
  return signal.carrierLabel || CARRIERS[signal.carrier];
}
