import { describe, expect, it } from 'vitest';
import type { CarrierConnectivity } from './connectivity-schema';
import { reportedConnectivity } from './reported-connectivity';

function row(carrier: CarrierConnectivity['carrier'], rating: CarrierConnectivity['rating'], reportCount: number) {
  return {
    id: `1-${carrier}`,
    carrier,
    carrierLabel: null,
    rating,
    reportCount,
    medianDownloadMbps: null,
    medianUploadMbps: null,
    updatedAt: null,
  } satisfies CarrierConnectivity;
}

describe('reportedConnectivity', () => {
  it('rates nobody when every carrier is Unknown', () => {
    const rows = [row('att', 'Unknown', 0), row('tmobile', 'Unknown', 0), row('verizon', 'Unknown', 0)];
    expect(reportedConnectivity(rows)).toEqual({ rated: [], unreported: ['AT&T', 'T-Mobile', 'Verizon', 'Other'] });
  });

  it('keeps the reported carriers in carrier order, each rating as reported', () => {
    const rows = [
      row('verizon', 'Available', 2),
      row('att', 'Fair', 1),
      row('tmobile', 'Unknown', 0),
      row('other', 'Good', 3),
    ];
    const { rated, unreported } = reportedConnectivity(rows);
    expect(rated.map((r) => `${r.carrier}:${r.rating}`)).toEqual(['att:Fair', 'verizon:Available', 'other:Good']);
    expect(unreported).toEqual(['T-Mobile']);
    expect(reportedConnectivity([row('att', 'Poor', 1)]).rated.map((r) => r.rating)).toEqual(['Poor']);
  });
});
