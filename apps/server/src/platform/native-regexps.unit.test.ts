import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The first import of a file, as written. */
const firstImport = (path: string) => /^import\s+[^;]+;/mu.exec(readFileSync(new URL(path, import.meta.url), 'utf8'))?.[0];

describe('regular expressions compiled ahead', () => {
  it('is the first thing the server entry and the engine and chat benchmarks import, before the engine reads a message', () => {
    expect(firstImport('../main.ts')).toBe("import './platform/native-regexps';");
    expect(firstImport('../../../../bench/assistant-engine.ts')).toBe("import '../apps/server/src/platform/native-regexps';");
    expect(firstImport('../../../../bench/chat.ts')).toBe("import '../apps/server/src/platform/native-regexps';");
  });
});
