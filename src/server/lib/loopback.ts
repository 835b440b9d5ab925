import type { FastifyRequest } from 'fastify';
import { noRoute } from '@server/lib/app-error';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * An onRequest hook for routes meant for this machine only (development tools): the connection
 * must come from a loopback address and carry no forwarding header, since a proxy on this
 * machine would otherwise pass on requests from the network. Others get the 404 of an unknown
 * route. The socket address is used, never request.ip, which a trusted proxy may set.
 */
export async function onlyFromThisMachine(request: FastifyRequest) {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (forwarded || !isLoopbackAddress(request.socket.remoteAddress)) {
    throw noRoute(request.method, request.url.split('?')[0] ?? '/');
  }
}

/** A listen address that only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
