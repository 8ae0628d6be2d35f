/**
 * What a page keeps for the life of the browser tab (sessionStorage), under one prefix, so signing
 * out forgets all of it: the next person at this computer must not see the last one's chat.
 */
const PREFIX = 'tally_';

export function tabStorageKey(name: string): string {
  return `${PREFIX}${name}`;
}

export function readTabStorage(name: string): unknown {
  try {
    const raw = sessionStorage.getItem(tabStorageKey(name));
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Storage blocked, or a corrupt entry: nothing kept.
    return null;
  }
}

export function writeTabStorage(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(tabStorageKey(name), JSON.stringify(value));
  } catch {
    // Storage blocked or full: the page still works, a reload just starts afresh.
  }
}

export function clearTabStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
