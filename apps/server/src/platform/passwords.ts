import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default memory-hard parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random password, verified against when a phone is unknown so timing says nothing. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-' + Math.random());
  return dummyHash;
}
