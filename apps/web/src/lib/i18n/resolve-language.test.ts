import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('resolveLanguage (spec section 4)', () => {
  it('prefers the stored user, then the stored choice, then the browser, then English', () => {
    expect(resolveLanguage({ userLanguage: 'es', storedLanguage: 'pt', browserLanguages: ['en-US'] })).toBe('es');
    expect(resolveLanguage({ userLanguage: null, storedLanguage: 'pt', browserLanguages: ['es-ES'] })).toBe('pt');
    expect(resolveLanguage({ browserLanguages: ['pt-BR', 'en'] })).toBe('pt');
    expect(resolveLanguage({ browserLanguages: [] })).toBe('en');
  });

  it('skips unsupported values at every step', () => {
    expect(resolveLanguage({ userLanguage: 'fr', storedLanguage: 'xx', browserLanguages: ['de-DE', 'es-MX'] })).toBe('es');
    expect(resolveLanguage({ browserLanguages: ['de', 'fr'] })).toBe('en');
  });
});
