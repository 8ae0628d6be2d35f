/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol: the stand-in for
 * a language model provider at its network edge. It keeps every request it receives, and answers
 * the way `behaviour` says: a valid completion, broken JSON, an error status, or too slowly.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletionRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  raw: string;
  /** The body parsed as JSON (null if it was not JSON). */
  body: {
    model?: string;
    temperature?: number;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
  } | null;
}

export type StandInBehaviour =
  /** A completion whose message content is this value as JSON. */
  | { kind: 'answer'; content: unknown }
  /** A completion whose message content is this text as it is (not necessarily JSON). */
  | { kind: 'content'; text: string }
  /** This body, as it is, with status 200. */
  | { kind: 'body'; text: string }
  /** This HTTP status with a JSON error body. */
  | { kind: 'status'; status: number }
  /** A valid completion of `content`, sent after `delayMs`. */
  | { kind: 'slow'; delayMs: number; content: unknown }
  /** Status and headers at once, then the valid body after `delayMs`. */
  | { kind: 'slow-body'; delayMs: number; content: unknown };

export interface LlmStandIn {
  /** http://127.0.0.1:<port>/v1, for LLM_BASE_URL. */
  baseUrl: string;
  requests: ReceivedCompletionRequest[];
  behaviour: StandInBehaviour;
  close(): Promise<void>;
}

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const send = (res: ServerResponse, status: number, body: string) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };

  const standIn = { requests: [], behaviour: { kind: 'answer', content: { transactions: [] } } } as unknown as LlmStandIn;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedCompletionRequest['body'];
      try {
        body = JSON.parse(raw) as ReceivedCompletionRequest['body'];
      } catch {
        body = null;
      }
      standIn.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(res, 404, JSON.stringify({ error: { message: 'not found' } }));
      const behaviour = standIn.behaviour;
      switch (behaviour.kind) {
        case 'answer':
          return send(res, 200, completion(JSON.stringify(behaviour.content)));
        case 'content':
          return send(res, 200, completion(behaviour.text));
        case 'body':
          return send(res, 200, behaviour.text);
        case 'status':
          return send(res, behaviour.status, JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
        case 'slow':
          return later(behaviour.delayMs, () => send(res, 200, completion(JSON.stringify(behaviour.content))));
        case 'slow-body':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(' ');
          return later(behaviour.delayMs, () => {
            if (!res.destroyed) res.end(completion(JSON.stringify(behaviour.content)));
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(standIn, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** An address where nothing listens (a port that was free a moment ago): connections are refused. */
export async function refusingBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
