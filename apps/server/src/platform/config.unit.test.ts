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

  it('trusts no proxy by default; TRUST_PROXY takes true, or the proxies\' addresses, subnets and range names', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    // A hop count is refused: Fastify would trust nothing with it, silently.
    for (const wrong of ['yes', '1', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.local', '-1']) {
      expect(() => readConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be true, false, or the proxies' addresses/);
    }
  });

  it('serves metrics on no port unless METRICS_PORT is set, on the loopback address unless METRICS_HOST says otherwise', () => {
    expect(readConfig({}).METRICS_PORT).toBeUndefined();
    expect(readConfig({}).METRICS_HOST).toBe('127.0.0.1');
    expect(readConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).METRICS_HOST).toBe('::1');
    expect(() => readConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_PORT: '5000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => readConfig({ METRICS_HOST: 'http://10.0.0.5' })).toThrow(/METRICS_HOST: must be an IP address or a host name/);
    expect(() => readConfig({ METRICS_HOST: 'two words' })).toThrow(/METRICS_HOST/);
  });

  it('waits 10 s for requests in flight at shutdown by default; 0 to 10 minutes, whole milliseconds', () => {
    expect(readConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '0' }).SHUTDOWN_TIMEOUT_MS).toBe(0);
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).SHUTDOWN_TIMEOUT_MS).toBe(30_000);
    for (const wrong of ['-1', '1.5', 'soon', '600001']) expect(() => readConfig({ SHUTDOWN_TIMEOUT_MS: wrong })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
