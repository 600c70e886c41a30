// Saved lists: rules the API enforces and the web checks before it asks.

/** The list a camper's first save lands in; created on first use. */
export const DEFAULT_SAVED_LIST_NAME = 'Saved campgrounds';
export const SAVED_LIST_NAME_MAX_LENGTH = 60;

export const SAVED_LIST_MESSAGES = {
  nameRequired: 'Please enter a name for the list.',
  nameTooLong: `List names can be at most ${SAVED_LIST_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have a list with this name.',
} as const;
