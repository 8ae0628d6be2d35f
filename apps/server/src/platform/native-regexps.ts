/**
 * Imported for its effect, first, by the Node processes that run the engine (the server's entry, the engine's
 * benchmark): V8 compiles every regular expression to machine code on its first run instead of interpreting it
 * first and "tiering up" later.
 *
 * The engine runs a few hundred long regular expressions on every message. With tier-up (V8's default) a message
 * whose text is stored two bytes per character (one with "€", "—" or an emoji in it) ran 3-4 times slower than its
 * one-byte neighbours when it came among others (1.4-1.8 ms against 0.4), which alone made the engine's p99;
 * compiled ahead, bench/assistant-engine.ts measured p99 0.75 ms instead of 1.41 and the slowest adversarial input
 * 3.8 ms instead of 9.9, with no change in any reading. V8 reads the flag each time it compiles a regular expression,
 * so setting it at start, before the engine has read a message, is enough. Node only (node:v8): the browser's
 * landing demo does not import this.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
