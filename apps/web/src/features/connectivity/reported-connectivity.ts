import { CARRIER_IDS, CARRIERS } from '@campwise/domain';
import { carrierLabel, type CarrierConnectivity } from './connectivity-schema';

export interface ReportedConnectivity {
  /** Carriers recent field reports rate, in the domain's carrier order. */
  rated: CarrierConnectivity[];
  /** Labels of the carriers nobody reported recently ("Verizon", "Other"). */
  unreported: string[];
}

/**
 * Splits the API's rows (every carrier, Unknown where nothing is stored) into what field reports
 * say and who nobody reported: a carrier is rated only when a report counts for it (ADR 0031).
 */
export function reportedConnectivity(rows: readonly CarrierConnectivity[]): ReportedConnectivity {
  const rated = CARRIER_IDS.flatMap((carrier) => {
    const row = rows.find((candidate) => candidate.carrier === carrier);
    return row && row.reportCount > 0 && row.rating !== 'Unknown' ? [row] : [];
  });
  const unreported = CARRIER_IDS.filter((carrier) => !rated.some((row) => row.carrier === carrier)).map((carrier) => {
    const row = rows.find((candidate) => candidate.carrier === carrier);
    return row ? carrierLabel(row) : CARRIERS[carrier];
  });
  return { rated, unreported };
}
