import { describe, expect, it } from 'vitest';
import { validateSupportMessage } from './validate-support-message';

const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Export', message: 'How do I export?' };

describe('validateSupportMessage (the server schema, in the browser)', () => {
  it('accepts a complete message and cleans it as the server will', async () => {
    expect(await validateSupportMessage({ ...valid, email: ' Ana@Example.com ', subject: ' Export ' })).toEqual({
      ok: true,
      body: { ...valid, email: 'ana@example.com', subject: 'Export' },
    });
  });

  it('names every bad field with the code the catalogs translate', async () => {
    expect(await validateSupportMessage({ name: ' ', email: 'ana@', subject: '', message: '' })).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailInvalid', subject: 'subjectRequired', message: 'messageRequired' },
    });
    expect(await validateSupportMessage({ ...valid, email: '' })).toEqual({ ok: false, errors: { email: 'emailRequired' } });
    expect(await validateSupportMessage({ ...valid, message: 'x'.repeat(5001) })).toEqual({ ok: false, errors: { message: 'supportMessageTooLong' } });
  });
});
