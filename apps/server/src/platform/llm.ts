/**
 * The optional language model, at its network edge: one POST to an OpenAI-compatible
 * `/chat/completions` (Ollama, LM Studio, vLLM, hosted services all speak it) asking for JSON that
 * fits a schema. Off unless LLM_BASE_URL and LLM_MODEL are set. One attempt, no retries, aborted at
 * LLM_TIMEOUT_MS: a chat reply must not wait on someone else's server. What it answers is only
 * parsed here; what it means, and whether it may be used, is for the caller to decide.
 */
import type { Config } from './config';

/** Why a completion gave nothing usable; recorded per message and logged (never with the text). */
export type LlmFailure = 'timeout' | 'network' | 'http_error' | 'unparsable';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly failure: LlmFailure,
    /** The HTTP status, for `http_error`. */
    readonly status?: number,
  ) {
    super(status === undefined ? `Language model: ${failure}` : `Language model: ${failure} ${status}`);
  }
}

export interface JsonCompletionRequest {
  /** The instructions and context (categories, today's date...). */
  system: string;
  /** The user's message, alone, so that nothing in it reads as our instructions. */
  user: string;
  /** Names the schema for the provider (letters, digits, `_` and `-`). */
  schemaName: string;
  /** A JSON Schema in the subset strict structured outputs accept. */
  schema: Record<string, unknown>;
}

export interface LlmClient {
  readonly model: string;
  /** The answer's `choices[0].message.content`, parsed as JSON; throws LlmError otherwise. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}

/** The model's client, or null when none is configured (the default: nothing is ever sent). */
export function createLlmClient(config: Config, fetchImpl: typeof fetch = fetch): LlmClient | null {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey, LLM_TIMEOUT_MS: timeoutMs } = config;
  if (!baseUrl || !model) return null;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    model,
    async completeJson(request) {
      const controller = new AbortController();
      // One timer over the whole exchange, the body included: a server that answers its headers at
      // once and then trickles the rest is as slow as one that never answers.
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let body: string;
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey && { authorization: `Bearer ${apiKey}` }) },
          body: JSON.stringify({
            model,
            temperature: 0,
            stream: false,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
          }),
          signal: controller.signal,
        });
        body = await res.text();
        if (!res.ok) throw new LlmError('http_error', res.status);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        throw new LlmError(controller.signal.aborted ? 'timeout' : 'network');
      } finally {
        clearTimeout(timer);
      }
      return parseContent(body);
    },
  };
}

/** `choices[0].message.content` of a chat-completions answer, as JSON. */
function parseContent(body: string): unknown {
  try {
    const envelope = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = envelope.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no content');
    // Some local models wrap JSON in a Markdown fence even when asked for a schema.
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1'));
  } catch {
    throw new LlmError('unparsable');
  }
}
