'use client';

import dynamic from 'next/dynamic';

/**
 * The booking section in a chunk of its own: only bookable campgrounds show it, so the others'
 * pages (most of them) do not download its calendar, site list and schemas. Still rendered on
 * the server, so a bookable campground's page shows it in the first HTML.
 */
export const LazyBookingSection = dynamic(() => import('./booking-section').then((module) => module.BookingSection));
