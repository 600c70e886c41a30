'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { captureTracking } from '../tracking-storage';

function CaptureFromQuery() {
  const query = useSearchParams();
  const search = query.toString();
  useEffect(() => {
    captureTracking(search);
  }, [search]);
  return null;
}

/** Keeps the coupon and campaign parameters of whatever page a visitor lands on (spec 3, 9). */
export function TrackingCapture() {
  // useSearchParams in the root layout needs a Suspense boundary, or every page would render
  // on the client only.
  return (
    <Suspense fallback={null}>
      <CaptureFromQuery />
    </Suspense>
  );
}
