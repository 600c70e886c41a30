import { z } from 'zod';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField, signUpPasswordField } from '../users/user-fields.ts';

export const resetRequestDocumentSchema = resourceDocumentSchema('password-resets', { email: emailField });

export const resetRedeemDocumentSchema = resourceDocumentSchema('password-resets', {
  token: z.string().optional().describe('The token from the emailed link'),
  password: signUpPasswordField,
});

export const resetAcceptedSchema = z.object({ meta: z.object({ message: z.string() }) });
