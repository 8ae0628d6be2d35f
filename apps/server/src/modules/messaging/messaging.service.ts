/**
 * SMS and WhatsApp through the provider's webhook: the sender's number finds the user, and a known
 * user's message goes through the same chat service as the web chat. Keywords behave as carriers
 * require (STOP silences every reply until START; HELP explains). Each MessageSid is handled once.
 */
import { checkPhone } from '@tally/shared/validation';
import { isLanguage } from '@tally/shared/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { ChatService } from '../chat/chat.service';
import { createUsersRepository } from '../users/users.repository';
import { t } from '../../platform/texts';
import { HELP_WORDS, START_WORDS, STOP_WORDS, languageForNumber } from './messaging.keywords';
import { createMessagingRepository } from './messaging.repository';
import { splitReply } from './twiml';

export interface InboundMessage {
  /** E.g. "+5511912345678" (SMS) or "whatsapp:+5511912345678". */
  from: string;
  body: string;
  messageSid: string;
}

/** Per number: documented in the README's rate-limit table. */
export const MESSAGING_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;
const CHAT_TEXT_MAX = 2000;

export function createMessagingService(db: Database, deps: { chat: ChatService; limiter: RateLimiter; signUpUrl: () => string }) {
  const repo = createMessagingRepository(db);
  const users = createUsersRepository(db);

  return {
    /** The messages to answer with (none: stay silent). */
    /** `log`: the request's logger, for what the chat logs while answering. */
    async handleInbound(message: InboundMessage, log?: FastifyBaseLogger): Promise<string[]> {
      const channel = message.from.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
      const phone = checkPhone(message.from.replace(/^whatsapp:/, ''));
      if (!phone.ok) return [];
      const number = phone.e164;
      const keyword = message.body.trim().toUpperCase();

      const limited = await deps.limiter.hit(`messagingPerNumber:${number}`, MESSAGING_LIMIT.limit, MESSAGING_LIMIT.windowSeconds);
      if (!limited.allowed) return [];

      const user = await users.findByPhone(number);
      const language = user && isLanguage(user.preferredLanguage) ? user.preferredLanguage : languageForNumber(number);

      if (STOP_WORDS.has(keyword)) {
        await repo.optOut(number);
        return [t(language, 'messaging:stopped')];
      }
      if (START_WORDS.has(keyword)) {
        await repo.optIn(number);
        return [t(language, 'messaging:started')];
      }
      if (await repo.isOptedOut(number)) return [];
      if (HELP_WORDS.has(keyword)) return [t(language, 'messaging:help')];
      // A stranger gets an invitation; nothing of theirs is stored.
      if (!user) return [t(language, 'messaging:invite', { url: deps.signUpUrl() })];
      if (!user.messagingEnabled) return [t(language, 'messaging:disabled', { url: deps.signUpUrl() })];

      const claim = await repo.claim(message.messageSid, channel, user.id);
      if (!claim.claimed) {
        // A repeated delivery gets the first reply, but only from the number (user and channel) it
        // answered: a Sid replayed from another number must not read someone else's reply.
        const sameSender = claim.userId === user.id && claim.channel === channel;
        return sameSender && claim.reply ? splitReply(claim.reply) : [];
      }
      try {
        const result = await deps.chat.handle(user, {
          text: message.body.trim().slice(0, CHAT_TEXT_MAX) || 'help',
          sessionId: `${channel}:${number}`,
          channel,
          log,
        });
        await repo.storeReply(message.messageSid, result.reply);
        return splitReply(result.reply);
      } catch (error) {
        await repo.release(message.messageSid);
        throw error;
      }
    },

    setEnabled: (userId: number, enabled: boolean) => repo.setEnabled(userId, enabled),
    isOptedOut: (phoneNumber: string) => repo.isOptedOut(phoneNumber),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
