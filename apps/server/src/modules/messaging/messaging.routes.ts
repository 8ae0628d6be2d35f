import fastifyFormbody from '@fastify/formbody';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/access';
import type { App } from '../../http/types';
import { forbidden, notFound } from '../../platform/errors';
import { isValidTwilioSignature } from '../../platform/twilio-signature';
import type { MessagingService } from './messaging.service';
import { toTwiml } from './twiml';

/** The provider posts form fields; all of them (not only these) are covered by the signature. */
const twilioBodySchema = z.looseObject({
  From: z.string().max(100),
  Body: z.string().max(10_000).default(''),
  MessageSid: z.string().min(1).max(64),
});

const messagingSettingsSchema = z.object({
  phoneNumber: z.string(),
  /** The operator has configured the channel. */
  available: z.boolean(),
  enabled: z.boolean(),
  optedOut: z.boolean(),
});

export const TWILIO_WEBHOOK_PATH = '/api/messaging/twilio';

export async function registerMessagingRoutes(
  app: App,
  deps: { messaging: MessagingService; authToken?: string; publicUrl?: string },
) {
  const { messaging, authToken } = deps;

  await app.register(async (scope) => {
    // Form bodies are parsed only here: everywhere else a cross-site form post cannot even be decoded.
    await scope.register(fastifyFormbody);
    scope.withTypeProvider<ZodTypeProvider>().post(
      TWILIO_WEBHOOK_PATH,
      { config: { access: 'public', csrf: false }, schema: { body: twilioBodySchema } },
      async (request, reply) => {
        if (!authToken) throw notFound();
        const base = deps.publicUrl ? new URL(deps.publicUrl).origin : `${request.protocol}://${request.host}`;
        const params = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, String(v)]));
        const signature = request.headers['x-twilio-signature'];
        if (!isValidTwilioSignature(authToken, base + request.url, params, typeof signature === 'string' ? signature : undefined)) {
          throw forbidden();
        }
        const messages = await messaging.handleInbound({ from: request.body.From, body: request.body.Body, messageSid: request.body.MessageSid }, request.log);
        return reply.type('text/xml; charset=utf-8').send(toTwiml(messages));
      },
    );
  });

  const settings = async (phoneNumber: string, enabled: boolean) => ({
    phoneNumber,
    available: Boolean(authToken),
    enabled,
    optedOut: await messaging.isOptedOut(phoneNumber),
  });

  app.get('/api/user/messaging', { config: { access: 'user' }, schema: { response: { 200: messagingSettingsSchema } } }, async (request) => {
    const me = currentUser(request);
    return settings(me.phoneNumber, me.messagingEnabled);
  });

  app.put(
    '/api/user/messaging',
    { config: { access: 'user' }, schema: { body: z.strictObject({ enabled: z.boolean() }), response: { 200: messagingSettingsSchema } } },
    async (request) => {
      const me = currentUser(request);
      await messaging.setEnabled(me.id, request.body.enabled);
      return settings(me.phoneNumber, request.body.enabled);
    },
  );
}
