// The database schema (Drizzle), one file per area. Same schema and migrations for PGlite and
// PostgreSQL; drizzle.config.ts reads this file, and code imports tables from here.
export * from './campgrounds-and-places.ts';
export * from './accounts.ts';
export * from './community.ts';
export * from './membership.ts';
export * from './jobs.ts';
export * from './bookings.ts';
export * from './claims-and-portal.ts';
export * from './alerts.ts';
export * from './trip-plans.ts';
export * from './site-shell.ts';
