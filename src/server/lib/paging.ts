import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '@shared/paging/total-count-header';

/** A list answers its page as an array; the total across pages goes in a header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
