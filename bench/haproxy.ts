/**
 * A real HAProxy (Debian's `haproxy` package) in front of server processes, for the several-instances
 * test and the failover benchmark: the configuration docs/deployment.md recommends, on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';

/** The haproxy binary (Debian installs it in /usr/sbin, which is not on every user's PATH), or null. */
export function findHaproxy(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) if (existsSync(`${dir}/haproxy`)) return `${dir}/haproxy`;
  return null;
}

export interface HaproxyOptions {
  /** The balancer's own port on 127.0.0.1. */
  port: number;
  /** The instances, by name. */
  servers: { name: string; port: number }[];
  /** Health-check interval (ms); an instance is out after 2 failed checks and back after 1 good one. */
  checkIntervalMs?: number;
}

/**
 * Round robin over the instances with /api/health checks, the client's address appended to
 * X-Forwarded-For (the servers run with TRUST_PROXY=1: only that last entry counts), and a request retried on the other instance only when it cannot
 * have been applied: no connection, or the 503 a closing instance answers. `X-Served-By` names the
 * instance that answered (for the tests; harmless in production).
 */
export function haproxyConfig(options: HaproxyOptions): string {
  const inter = options.checkIntervalMs ?? 1000;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A health check may take this long on a busy machine before it counts as failed.
  timeout check 5s
  option forwardfor
  option redispatch 1
  retries 2
  retry-on conn-failure 503

frontend web
  bind 127.0.0.1:${options.port}
  default_backend tally

backend tally
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter ${inter} fastinter ${Math.min(inter, 500)} downinter ${inter} fall 2 rise 1
  http-response set-header X-Served-By %s
${options.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

export interface HaproxyProcess {
  pid: number;
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Writes the configuration, checks it (`haproxy -c`) and starts HAProxy in the foreground; waits
 * until every instance passes its health check (`/api/health` through the balancer answers as many
 * times as there are instances without an error).
 */
export async function startHaproxy(binary: string, configFile: string, logFile: string, options: HaproxyOptions): Promise<HaproxyProcess> {
  writeFileSync(configFile, haproxyConfig(options));
  const fd = openSync(logFile, 'a');
  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let gone: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = signal ?? `exit ${code}`;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  const seen = new Set<string>();
  while (seen.size < options.servers.length) {
    if (gone) throw new Error(`haproxy exited (${gone}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    if (Date.now() - started > 20_000) throw new Error(`haproxy did not reach every instance in 20 s (saw ${[...seen].join(', ') || 'none'})`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      const by = res.headers.get('x-served-by');
      if (res.status === 200 && by) seen.add(by);
    } catch {
      // not listening yet
    }
    if (seen.size < options.servers.length) await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: child.pid!,
    base,
    child,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}
