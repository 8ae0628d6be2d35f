/**
 * What a correction of a chat-recorded transaction changed, as chat_analytics keeps it and the admin
 * Analytics tab shows it. No zod here, so the browser can import it without the schemas.
 */

/**
 * A changed type also changes the category (categories belong to a type), so a change is named by
 * its first kind in this order; a deletion (by tap or message) and an "undo" of the recording are
 * their own kinds.
 */
export const CORRECTION_KINDS = ['type', 'category', 'amount', 'date', 'description', 'delete', 'undo'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** How many of the most corrected phrasings the admin answer lists. */
export const MOST_CORRECTED_TOP_N = 10;

/** What the engine may be unsure of in a recorded transaction (packages/assistant DraftReview). */
export const REVIEW_FIELDS = ['type', 'category'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
