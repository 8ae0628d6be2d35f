/**
 * The contact form checks its fields with the server's own schema (shared, zod), loaded on the first
 * focus of the form so the support page itself stays light.
 */
import type { ErrorCode } from '@tally/shared/errors';
import type { SupportMessageBody } from '@tally/shared/schemas/support';

export const SUPPORT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];
export type SupportFieldErrors = Partial<Record<SupportField, ErrorCode>>;

const loadSchema = () => import('@tally/shared/schemas/support');

/** Starts loading the schema ahead of the first submit. */
export function prepareSupportValidation(): void {
  loadSchema().catch(() => undefined);
}

function isSupportField(value: unknown): value is SupportField {
  return SUPPORT_FIELDS.some((field) => field === value);
}

/** The cleaned body when every field is valid, otherwise the first error code of each bad field. */
export async function validateSupportMessage(
  values: Record<SupportField, string>,
): Promise<{ ok: true; body: SupportMessageBody } | { ok: false; errors: SupportFieldErrors }> {
  const { supportMessageBodySchema } = await loadSchema();
  const result = supportMessageBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: SupportFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isSupportField(field) && !errors[field]) errors[field] = issue.message as ErrorCode;
  }
  return { ok: false, errors };
}
