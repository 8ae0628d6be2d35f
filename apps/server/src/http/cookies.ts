import type { FastifyReply, FastifyRequest } from 'fastify';

/** httpOnly, SameSite=Lax, Secure whenever the product is reached over HTTPS (D1). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string, token: string, maxAgeSeconds: number) {
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, name: string) {
  reply.clearCookie(name, { path: '/' });
}
