// The support contact form (issue 16): its fields' rules and messages, shared by the web form and
// the API, so both refuse the same input with the same words.
import { validateEmail, validateName, type Validator } from './validation.ts';

export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_EMAIL_MAX = 254;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_PAGE_PATH_MAX = 500;

export const SUPPORT_MESSAGES = {
  nameTooLong: `Please keep the name under ${SUPPORT_NAME_MAX + 1} characters.`,
  emailTooLong: `Please enter an email of at most ${SUPPORT_EMAIL_MAX} characters.`,
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `Please keep the subject under ${SUPPORT_SUBJECT_MAX + 1} characters.`,
  messageRequired: 'Please write your message.',
  messageTooLong: `Please keep the message under ${SUPPORT_MESSAGE_MAX + 1} characters.`,
  pagePathInvalid: `The page path must start with "/" and be at most ${SUPPORT_PAGE_PATH_MAX} characters.`,
  rateLimited: 'You have sent several messages already. Please wait a while before sending another.',
} as const;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

function limited(required: Validator, max: number, tooLong: string): Validator {
  return (value) => required(value) ?? (value.trim().length > max ? tooLong : null);
}

export const validateSupportName = limited(validateName, SUPPORT_NAME_MAX, SUPPORT_MESSAGES.nameTooLong);

export const validateSupportEmail = limited(validateEmail, SUPPORT_EMAIL_MAX, SUPPORT_MESSAGES.emailTooLong);

export const validateSupportSubject = limited(
  (value) => (value.trim() ? null : SUPPORT_MESSAGES.subjectRequired),
  SUPPORT_SUBJECT_MAX,
  SUPPORT_MESSAGES.subjectTooLong,
);

export const validateSupportMessage = limited(
  (value) => (value.trim() ? null : SUPPORT_MESSAGES.messageRequired),
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES.messageTooLong,
);

/** Optional: a same-site path such as /camping/utah (never a full URL, which could carry anything). */
export const validateSupportPagePath: Validator = (value) =>
  value === '' || (value.startsWith('/') && !value.startsWith('//') && value.length <= SUPPORT_PAGE_PATH_MAX)
    ? null
    : SUPPORT_MESSAGES.pagePathInvalid;
