/**
 * Draining before a graceful close. Once `start()` is called (the process got SIGTERM/SIGINT), the
 * health check answers 503 and every answer carries `Connection: close`; a keep-alive connection left
 * idle by an answer is closed at once. Otherwise a client that just got its answer would keep its
 * connection open for the keep-alive timeout (72 s) and hold the server's close, and the process's
 * exit, that long. Connections that never sent a byte (a browser's preconnect) are closed too: Node
 * counts them as busy until its headers timeout. Fastify does the rest on `app.close()`: the listener
 * stops taking connections, idle keep-alive ones are closed, and a request arriving on a busy one
 * answers 503.
 */
import type { Socket } from 'node:net';
import type { App } from './types';

export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function registerDrain(app: App): Drain {
  let draining = false;
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('onSend', async (_request, reply) => {
    // Headers already sent (a streamed export) cannot change: onResponse below closes that one.
    if (draining && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    // After the answer's last byte the connection is idle; Node reaps only those when asked.
    if (draining) setImmediate(() => app.server.closeIdleConnections());
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}
