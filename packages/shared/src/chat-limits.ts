/** Chat limits, apart from the schemas so the web app can use them without loading zod. */

/** A message is at most this many characters (the server answers messageTooLong above it). */
export const CHAT_MESSAGE_MAX = 2000;
/** Spec section 9: the client sends the last 10 entries of the conversation. */
export const CHAT_HISTORY_MAX = 10;
