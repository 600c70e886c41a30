export * from './constants.ts';
export * from './campground-facts.ts';
export * from './data-sources.ts';
export * from './slug.ts';
export * from './bounds.ts';
export * from './validation.ts';
export * from './auth-messages.ts';
