import { z } from 'zod';
import { optionalUserIdSchema } from './common';

export const messageFeedbackBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  sessionId: z.string().trim().min(1).max(100),
  messageId: z.string().trim().min(1).max(100),
  /** The chat sends 5 (helpful) or 2 (not helpful); any 1–5 rating is kept. */
  rating: z.number().int().min(1).max(5),
  category: z.enum(['helpfulness', 'accuracy']),
  feedbackText: z.string().max(2000).optional(),
});

export const BETA_FEEDBACK_TYPES = ['suggestion', 'bug_report', 'feature_request', 'praise', 'other'] as const;

export const betaFeedbackBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  feedbackType: z.enum(BETA_FEEDBACK_TYPES).default('suggestion'),
  title: z.string({ error: 'feedbackTitleRequired' }).trim().min(1, 'feedbackTitleRequired').max(200, 'feedbackTooLong'),
  description: z.string({ error: 'feedbackDescriptionRequired' }).trim().min(1, 'feedbackDescriptionRequired').max(5000, 'feedbackTooLong'),
  priority: z.enum(['low', 'medium', 'high']).default('medium'),
  userAgent: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
});

export const feedbackCreatedSchema = z.object({ id: z.number() });
