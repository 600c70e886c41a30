// Wire shapes of the admin's campground moderation (docs/api-claims.md, "Admin: hide and merge
// campgrounds"): hiding with a reason, and a merge naming its target.
import { listDocumentSchema, listMetaSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { requiredText } from '../claims/claim-fields.ts';
import { campgroundResourceSchema } from '../campgrounds/campground-schemas.ts';

export const HIDING_REASON_MESSAGE = 'Please give a reason of 1 to 500 characters.';

export const hidingSchema = resourceDocumentSchema('campground-hidings', {
  reason: requiredText(1, 500, HIDING_REASON_MESSAGE),
});

export const mergeSchema = resourceWithRelationshipsSchema(
  'campground-merges',
  {},
  { target: toOneSchema('campgrounds', 'Name the campground to merge this one into.') },
);

export const HIDDEN_SORTS = [{ value: '-hidden-at', label: 'Most recently hidden first' }] as const;

export const hiddenListSpec = {
  filters: {},
  includes: [],
  sorts: HIDDEN_SORTS,
  defaultSort: '-hidden-at',
} satisfies ListQuerySpec<Record<string, never>>;

export const hiddenListDocumentSchema = listDocumentSchema(campgroundResourceSchema, listMetaSchema);
