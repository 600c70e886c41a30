// The gift purchase form's rules: who receives the gift, and what the API will accept.
import { type Validator, validateEmail, validateName } from '@campwise/domain';

/** The API's limits on the recipient's name and the message (docs/api-pro.md). */
export const GIFT_NAME_MAX = 100;
export const GIFT_MESSAGE_MAX = 500;

export const validateRecipientName: Validator = (value) =>
  validateName(value) ??
  (value.trim().length > GIFT_NAME_MAX ? `Please keep the name to ${GIFT_NAME_MAX} characters.` : null);

export const validateGiftMessage: Validator = (value) =>
  value.trim().length > GIFT_MESSAGE_MAX ? `Please keep the message to ${GIFT_MESSAGE_MAX} characters.` : null;

export const giftValidators = {
  recipientName: validateRecipientName,
  recipientEmail: validateEmail,
  message: validateGiftMessage,
};
