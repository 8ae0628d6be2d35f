import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', DATA_DIR: './data', BETA_SEATS: 50, LOG_LEVEL: 'info', RATE_LIMIT_SCALE: 1 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('requires PUBLIC_URL with the messaging channel, since the signature covers it', () => {
    expect(() => readConfig({ TWILIO_AUTH_TOKEN: 'x' })).toThrow(/PUBLIC_URL: required when TWILIO_AUTH_TOKEN/);
    expect(readConfig({ TWILIO_AUTH_TOKEN: 'x', PUBLIC_URL: 'https://tally.example' }).TWILIO_AUTH_TOKEN).toBe('x');
  });
});
