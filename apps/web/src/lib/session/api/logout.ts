import { apiRequest } from '../../api-client';

/** POST /api/auth/logout: ends the server session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}
