/**
 * Imported first by the benchmarks that run the engine in their own process (bench/assistant-engine.ts,
 * bench/chat.ts): they measure it as the server runs it, with V8's regular expressions compiled ahead
 * (apps/server/src/platform/node-flags.ts). A flag that only works on the command line, so when the benchmark
 * was started without it, it runs itself again with it and exits with that run's code.
 */
import { spawnSync } from 'node:child_process';
import { NATIVE_REGEXPS_FLAG } from '../apps/server/src/platform/node-flags';

if (!process.execArgv.includes(NATIVE_REGEXPS_FLAG)) {
  const rerun = spawnSync(process.execPath, [NATIVE_REGEXPS_FLAG, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(rerun.status ?? 1);
}
