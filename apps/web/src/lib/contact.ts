/** The public support address (privacy policy, terms, support page). Set VITE_SUPPORT_EMAIL at build time. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@tally.app';
