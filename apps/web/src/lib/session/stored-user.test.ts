// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@tally/shared/schemas/auth';
import { clearStoredUser, readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './stored-user';

const user: User = {
  id: 4,
  phoneNumber: '+15551234567',
  phone: '+15551234567',
  name: 'Ana',
  email: 'ana@example.com',
  emailVerified: false,
  preferredCurrency: 'BRL',
  preferredLanguage: 'pt',
  language: 'pt',
  timezone: 'America/Sao_Paulo',
  categoriesInitialized: true,
  emailPrompted: false,
  createdAt: '2025-06-01T10:00:00.000Z',
};

describe('stored user (financebot_user)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the user', () => {
    writeStoredUser(user);
    expect(readStoredUser()).toEqual(user);
    clearStoredUser();
    expect(readStoredUser()).toBeNull();
  });

  it('discards a corrupt entry', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('discards an entry that is not a user', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 'x', name: 'Ana' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
