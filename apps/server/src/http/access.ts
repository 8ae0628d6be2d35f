/**
 * Who may call what. Every /api route declares `config.access` ('public', 'user' or 'admin'); a route
 * without one stops the server at start, so no route is left open by omission. This hook resolves
 * the session, enforces the rule and refuses cross-site writes (CSRF).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { AppError, forbidden, unauthorized } from '../platform/errors';
import { SESSION_COOKIE, type SessionsService } from '../modules/auth/sessions.service';

export type Access = 'public' | 'user' | 'admin';
export type UserRow = typeof users.$inferSelect;

/** Resolves an admin session cookie; provided by the admin module. */
export type AdminResolver = (request: FastifyRequest) => Promise<{ adminId: number; username: string; sessionId: string } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set false on routes that authenticate otherwise (signed webhooks) and so skip the CSRF check. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
    admin: { adminId: number; username: string; sessionId: string } | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes' declared access, for the route inventory test. */
export const routeAccess = new Map<string, Access>();

function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = `${request.protocol}://${request.host}`;
  return origin !== own && origin !== publicOrigin;
}

export function registerAccess(
  app: FastifyInstance,
  deps: { sessions: SessionsService; publicUrl?: string; resolveAdmin?: () => AdminResolver | undefined },
) {
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : undefined;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('admin', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') routeAccess.set(`${m} ${route.url}`, access);
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    if (UNSAFE_METHODS.has(request.method) && config.csrf !== false && isCrossSite(request, publicOrigin)) {
      throw forbidden('csrf');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const resolved = await deps.sessions.resolve(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionId = resolved.sessionId;
      }
    }
    if (access === 'user' && !request.user) throw unauthorized();
    if (access === 'admin') {
      const resolver = deps.resolveAdmin?.();
      request.admin = resolver ? await resolver(request) : null;
      if (!request.admin) throw request.user ? forbidden() : unauthorized();
    }
  });
}

/** The session's user; only call on routes whose access is 'user'. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A user id from a path, body or query must be the session's own (D1): otherwise 403. */
export function assertOwnUserId(request: FastifyRequest, userId: number | undefined): UserRow {
  const user = currentUser(request);
  if (userId !== undefined && userId !== user.id) throw new AppError(403, 'userIdMismatch');
  return user;
}
