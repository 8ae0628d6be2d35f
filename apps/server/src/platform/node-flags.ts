/**
 * The V8 flag every Node process that runs the engine starts with (`npm start`, `npm run dev`, the test suite's
 * and the benchmarks' server processes, the engine and chat benchmarks): V8 compiles every regular expression to
 * machine code on its first run instead of interpreting it first and "tiering up" later.
 *
 * The engine runs a few hundred long regular expressions on every message. With tier-up (V8's default) a message
 * whose text is stored two bytes per character (one with "€", "—" or an emoji in it) ran 3-4 times slower than its
 * one-byte neighbours when it came among others (1.4-1.8 ms against 0.4), which alone made the engine's p99;
 * compiled ahead, bench/assistant-engine.ts measured p99 0.75 ms instead of 1.41, with no change in any reading.
 *
 * It goes on the command line, never through `v8.setFlagsFromString` at run time: switched after Node's own start
 * had already run regular expressions, V8 now and then executed one whose code no longer matched the flag and the
 * process died of SIGSEGV (in RegExpInterpreterTrampoline; about one start in sixty). Node refuses the flag in
 * NODE_OPTIONS. A server started without it works the same, only its slowest messages are slower.
 */
export const NATIVE_REGEXPS_FLAG = '--no-regexp-tier-up';
