import type { RegisterBody } from '@tally/shared/schemas/auth';
import { checkPhone } from '@tally/shared/validation';
import { getPgError, type Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { AppError, conflict } from '../../platform/errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createCategoriesRepository } from '../categories/categories.repository';
import { createUsersRepository } from '../users/users.repository';

export function createAuthService(db: Database, config: Config) {
  const users = createUsersRepository(db);

  return {
    /** Creates the account with its default categories, in one transaction; refuses past the seats. */
    async register(input: RegisterBody) {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const txUsers = createUsersRepository(tx);
          await txUsers.lockRegistrations();
          if ((await txUsers.count()) >= config.BETA_SEATS) throw new AppError(403, 'betaFull');
          if (await txUsers.findByPhone(input.phoneNumber)) throw conflict('phoneTaken', 'phoneNumber');
          if (await txUsers.findByEmail(input.email)) throw conflict('emailTaken', 'email');
          const user = await txUsers.insert({
            phoneNumber: input.phoneNumber,
            name: input.name,
            email: input.email,
            passwordHash,
            preferredCurrency: input.preferredCurrency,
            preferredLanguage: input.preferredLanguage ?? 'en',
            timezone: input.timezone ?? 'UTC',
            categoriesInitialized: true,
            lastActiveAt: new Date(),
          });
          await createCategoriesRepository(tx).insertDefaults(user.id);
          return user;
        });
      } catch (error) {
        // Two sign-ups racing for the same phone or email: the unique index decides.
        const pgError = getPgError(error);
        if (pgError?.code === '23505') {
          throw pgError.constraint?.includes('email') ? conflict('emailTaken', 'email') : conflict('phoneTaken', 'phoneNumber');
        }
        throw error;
      }
    },

    /** The user for a phone and password, or null. Unknown phones cost a hash too (no timing oracle). */
    async authenticate(phoneInput: string, password: string) {
      const phone = checkPhone(phoneInput);
      const user = phone.ok ? await users.findByPhone(phone.e164) : undefined;
      if (!user) {
        await verifyPassword(await getDummyHash(), password);
        return null;
      }
      return (await verifyPassword(user.passwordHash, password)) ? user : null;
    },

    async seats() {
      const taken = await users.count();
      // The SMS/WhatsApp webhook answers only with both set (README, "SMS and WhatsApp"): the landing
      // page names those channels only then.
      const messaging = Boolean(config.TWILIO_AUTH_TOKEN && config.PUBLIC_URL);
      return { total: config.BETA_SEATS, taken, left: Math.max(0, config.BETA_SEATS - taken), channels: { web: true, sms: messaging, whatsapp: messaging } };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
