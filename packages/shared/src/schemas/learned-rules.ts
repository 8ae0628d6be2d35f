import { z } from 'zod';

/** A category the assistant learned from a correction: later messages matching `pattern` get it. */
export const learnedRuleSchema = z.object({
  id: z.number().int(),
  /** The narrow key (folded words of the merchant or description): "italian place". */
  pattern: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryType: z.enum(['income', 'expense']),
  updatedAt: z.string(),
});
export type LearnedRule = z.infer<typeof learnedRuleSchema>;

export const learnedRuleListSchema = z.array(learnedRuleSchema);
