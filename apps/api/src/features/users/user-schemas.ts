// Wire shapes of users: the resource, the request documents and the list query.
import { z } from 'zod';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import {
  camperTypeField,
  cityField,
  currentPasswordField,
  emailField,
  flagField,
  fullNameField,
  ignoredField,
  phoneField,
  signUpPasswordField,
} from './user-fields.ts';

const userAttributesSchema = z.object({
  email: z.string(),
  'full-name': z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  'camper-type': z.array(z.string()),
  'email-notification': z.boolean(),
  'phone-notification': z.boolean(),
  admin: z.boolean(),
  manager: z.boolean(),
  pro: z.boolean(),
  verified: z.boolean(),
  'confirmed-email': z.boolean(),
  'has-password': z.boolean(),
  'created-at': z.string(),
});

const userResourceSchema = resourceSchema('users', userAttributesSchema);
export const userDocumentSchema = singleDocumentSchema(userResourceSchema);
export const userListDocumentSchema = listDocumentSchema(userResourceSchema, listMetaSchema);

export const signUpDocumentSchema = resourceDocumentSchema('users', {
  email: emailField,
  password: signUpPasswordField,
  'full-name': fullNameField,
  phone: phoneField.optional(),
  city: cityField.optional(),
  'camper-type': camperTypeField.optional(),
  'email-notification': flagField.optional(),
  'phone-notification': flagField.optional(),
  admin: ignoredField,
  manager: ignoredField,
  pro: ignoredField,
  verified: ignoredField,
  'confirmed-email': ignoredField,
  'has-password': ignoredField,
});

/** What a PATCH may change; `admin` and `manager` only when an admin sends it. */
export const userUpdateDocumentSchema = resourceDocumentSchema('users', {
  'full-name': fullNameField.optional(),
  phone: phoneField.optional(),
  city: cityField.optional(),
  'camper-type': camperTypeField.optional(),
  'email-notification': flagField.optional(),
  'phone-notification': flagField.optional(),
  admin: flagField.optional().describe('Admins only'),
  manager: flagField.optional().describe('Admins only'),
});

export type UserUpdateAttributes = z.output<typeof userUpdateDocumentSchema>['data']['attributes'];

export const passwordChangeDocumentSchema = resourceDocumentSchema('password-changes', {
  'current-password': currentPasswordField.optional().describe('Required when the account has a password'),
  'new-password': signUpPasswordField,
});

// Ids are positive int4 in the database; anything else cannot name a user.
export const userIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((value) => Number(value) <= 2 ** 31 - 1),
});

export const USER_SORTS = [
  { value: '-created-at', label: 'Newest first' },
  { value: 'created-at', label: 'Oldest first' },
  { value: 'email', label: 'Email (A–Z)' },
] as const;

export const userListSpec = {
  filters: {
    current: z.enum(['1', 'true']).describe('Only the signed-in user (any user may ask)'),
    email: z.string().min(1).max(254).describe('Exact address, any case (admins)'),
    q: z.string().trim().min(1).max(100).describe('Part of the email or name, any case (admins)'),
  },
  includes: [],
  sorts: USER_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
