import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '../validation';
import { emailSchema, nameSchema } from './common';

/** The support page's contact form (spec: all four required, email-shaped; D6: stored for the operators). */
export const supportMessageBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  subject: z.string({ error: 'subjectRequired' }).trim().min(1, 'subjectRequired').max(SUPPORT_SUBJECT_MAX, 'subjectTooLong'),
  message: z.string({ error: 'messageRequired' }).trim().min(1, 'messageRequired').max(SUPPORT_MESSAGE_MAX, 'supportMessageTooLong'),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

export const supportMessageCreatedSchema = z.object({ id: z.number(), createdAt: z.string() });
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;
