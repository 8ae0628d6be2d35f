import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusingBaseUrl, startLlmStandIn, type LlmStandIn } from '../../test/helpers/llm-stand-in';
import { testConfig } from './config';
import { createLlmClient, LlmError, type JsonCompletionRequest } from './llm';

let standIn: LlmStandIn;
beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(() => standIn.close());

const request: JsonCompletionRequest = {
  system: 'Answer with JSON.',
  user: 'lunch 12',
  schemaName: 'transactions',
  schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'], additionalProperties: false },
};

// Generous by default (a cold first request on a busy machine is slow); the timeout case sets 300 ms.
const clientFor = (overrides: Record<string, string> = {}) =>
  createLlmClient(testConfig({ LLM_BASE_URL: standIn.baseUrl, LLM_MODEL: 'stand-in-model', LLM_TIMEOUT_MS: '5000', ...overrides }))!;

async function failureOf(promise: Promise<unknown>): Promise<LlmError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe('createLlmClient', () => {
  it('is off unless both LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(createLlmClient(testConfig())).toBeNull();
    expect(() => testConfig({ LLM_BASE_URL: standIn.baseUrl })).toThrow(/LLM_MODEL: required/);
    expect(() => testConfig({ LLM_MODEL: 'llama3.2' })).toThrow(/LLM_BASE_URL: required/);
  });

  it('POSTs one OpenAI-compatible request with the schema, temperature 0 and the key, and parses the content', async () => {
    standIn.behaviour = { kind: 'answer', content: { ok: true } };
    const before = standIn.requests.length;
    expect(await clientFor({ LLM_BASE_URL: `${standIn.baseUrl}/`, LLM_API_KEY: 'sk-local-1' }).completeJson(request)).toEqual({ ok: true });
    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent[0]!.headers.authorization).toBe('Bearer sk-local-1');
    expect(sent[0]!.body).toEqual({
      model: 'stand-in-model',
      temperature: 0,
      stream: false,
      messages: [
        { role: 'system', content: 'Answer with JSON.' },
        { role: 'user', content: 'lunch 12' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'transactions', strict: true, schema: request.schema } },
    });
  });

  it('sends no Authorization header without a key (Ollama needs none)', async () => {
    standIn.behaviour = { kind: 'answer', content: { ok: true } };
    await clientFor().completeJson(request);
    expect(standIn.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('reads JSON a local model wrapped in a Markdown fence', async () => {
    standIn.behaviour = { kind: 'content', text: '```json\n{"ok": false}\n```' };
    expect(await clientFor().completeJson(request)).toEqual({ ok: false });
  });

  it('names each failure, once, without retrying', async () => {
    const cases: [LlmStandIn['behaviour'], string, number | undefined][] = [
      [{ kind: 'content', text: 'Sure! Here is your JSON: {' }, 'unparsable', undefined],
      [{ kind: 'body', text: '<html>Bad gateway</html>' }, 'unparsable', undefined],
      [{ kind: 'body', text: JSON.stringify({ choices: [] }) }, 'unparsable', undefined],
      [{ kind: 'status', status: 500 }, 'http_error', 500],
      [{ kind: 'status', status: 401 }, 'http_error', 401],
    ];
    for (const [behaviour, failure, status] of cases) {
      standIn.behaviour = behaviour;
      const before = standIn.requests.length;
      const error = await failureOf(clientFor().completeJson(request));
      expect({ failure: error.failure, status: error.status }, behaviour.kind).toEqual({ failure, status });
      expect(standIn.requests.length - before).toBe(1);
    }
  });

  it('gives up at LLM_TIMEOUT_MS, also when the headers came at once and the body trickles', async () => {
    for (const kind of ['slow', 'slow-body'] as const) {
      standIn.behaviour = { kind, delayMs: 3000, content: { ok: true } };
      const started = performance.now();
      const error = await failureOf(clientFor({ LLM_TIMEOUT_MS: '300' }).completeJson(request));
      const elapsed = performance.now() - started;
      expect(error.failure, kind).toBe('timeout');
      expect(elapsed, kind).toBeGreaterThanOrEqual(290);
      expect(elapsed, kind).toBeLessThan(2500);
    }
  });

  it('reports a refused connection as a network failure', async () => {
    const error = await failureOf(clientFor({ LLM_BASE_URL: await refusingBaseUrl() }).completeJson(request));
    expect(error.failure).toBe('network');
  });
});
