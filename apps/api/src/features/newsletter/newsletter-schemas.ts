import { z } from 'zod';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField } from '../users/user-fields.ts';

export const subscribeDocumentSchema = resourceDocumentSchema('newsletter-subscriptions', { email: emailField });

const tokenField = z.string().optional().describe('The token from the emailed link');

export const confirmDocumentSchema = resourceDocumentSchema('newsletter-confirmations', { token: tokenField });

export const unsubscribeDocumentSchema = resourceDocumentSchema('newsletter-unsubscriptions', { token: tokenField });

export const newsletterMessageSchema = z.object({ meta: z.object({ message: z.string() }) });
