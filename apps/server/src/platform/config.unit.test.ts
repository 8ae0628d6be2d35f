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

  it('leaves the language model off by default and refuses half of its settings', () => {
    const config = readConfig({});
    expect([config.LLM_BASE_URL, config.LLM_MODEL, config.LLM_API_KEY, config.LLM_TIMEOUT_MS]).toEqual([undefined, undefined, undefined, 3000]);
    expect(() => readConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL: required when LLM_BASE_URL/);
    expect(() => readConfig({ LLM_MODEL: 'llama3.2' })).toThrow(/LLM_BASE_URL: required when LLM_MODEL/);
    expect(() => readConfig({ LLM_API_KEY: 'sk-1' })).toThrow(/LLM_BASE_URL: required when LLM_API_KEY/);
    expect(() => readConfig({ LLM_BASE_URL: 'file:///etc/passwd', LLM_MODEL: 'x' })).toThrow(/LLM_BASE_URL/);
    expect(() => readConfig({ LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(readConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2', LLM_TIMEOUT_MS: '1500' })).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
      LLM_TIMEOUT_MS: 1500,
    });
  });

  it('records recurring bills every 15 minutes by default; 0 turns the timer off; nothing negative', () => {
    expect(readConfig({}).RECURRING_JOB_INTERVAL_MS).toBe(900_000);
    expect(readConfig({ RECURRING_JOB_INTERVAL_MS: '0' }).RECURRING_JOB_INTERVAL_MS).toBe(0);
    expect(() => readConfig({ RECURRING_JOB_INTERVAL_MS: '-1' })).toThrow(/RECURRING_JOB_INTERVAL_MS/);
    expect(() => readConfig({ RECURRING_JOB_INTERVAL_MS: 'often' })).toThrow(/RECURRING_JOB_INTERVAL_MS/);
  });

  it('waits 10 s for requests in flight at shutdown by default; 0 to 10 minutes, whole milliseconds', () => {
    expect(readConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '0' }).SHUTDOWN_TIMEOUT_MS).toBe(0);
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).SHUTDOWN_TIMEOUT_MS).toBe(30_000);
    for (const wrong of ['-1', '1.5', 'soon', '600001']) expect(() => readConfig({ SHUTDOWN_TIMEOUT_MS: wrong })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
