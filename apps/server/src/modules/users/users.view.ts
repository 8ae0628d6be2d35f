import type { User } from '@tally/shared/schemas/auth';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tally/shared/languages';
import type { UserRow } from '../../http/access';

/** The client's view of a user: explicit fields only, so no secret column can leak. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    phone: row.phoneNumber,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    preferredCurrency: row.preferredCurrency,
    preferredLanguage: row.preferredLanguage,
    language: row.preferredLanguage,
    timezone: row.timezone,
    categoriesInitialized: row.categoriesInitialized,
    emailPrompted: row.emailPrompted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The language the server speaks to this user in (emails); the column only ever holds en, pt or es. */
export function languageOf(row: UserRow): Language {
  return isLanguage(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE;
}
