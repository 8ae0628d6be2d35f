import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NATIVE_REGEXPS_FLAG } from './node-flags';

const ROOT = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const scripts = (path: string) => (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts;

/** Every .ts file under a folder of the repository, node_modules and builds aside. */
function sources(folder: string): string[] {
  return readdirSync(new URL(folder, ROOT), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/(^|\/)(node_modules|dist)\//.test(f))
    .map((f) => join(folder, f));
}

describe('the regular expressions compiled ahead (node-flags.ts)', () => {
  it('is on the command line of every way the server is started', () => {
    expect(scripts('package.json').start).toContain(`node --enable-source-maps ${NATIVE_REGEXPS_FLAG} apps/server/dist/main.js`);
    expect(scripts('apps/server/package.json').start).toContain(`node --enable-source-maps ${NATIVE_REGEXPS_FLAG} dist/main.js`);
    expect(scripts('apps/server/package.json').dev).toContain(`node ${NATIVE_REGEXPS_FLAG} `);
    expect(read('e2e/playwright.config.ts')).toContain(`node --enable-source-maps ${NATIVE_REGEXPS_FLAG} apps/server/dist/main.js`);
    expect(read('bench/server-process.ts')).toMatch(/spawn\(process\.execPath, \[NATIVE_REGEXPS_FLAG, /);
  });

  it('is never switched at run time, which crashed V8 now and then (SIGSEGV)', () => {
    const switching = [...sources('apps/server/src'), ...sources('packages'), ...sources('bench')].filter((f) => /setFlagsFromString\(/.test(read(f)));
    expect(switching).toEqual([]);
  });

  it('is a flag this Node accepts', () => {
    expect(execFileSync(process.execPath, [NATIVE_REGEXPS_FLAG, '-e', 'process.stdout.write(String(/a+b/.test("aab")))'], { encoding: 'utf8' })).toBe('true');
  });
});
