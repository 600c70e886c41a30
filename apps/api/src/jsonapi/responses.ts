// Status helpers for the JSON:API answers that are not a plain 200.
import type { FastifyReply } from 'fastify';
import { singleDocument, type JsonApiDocument, type ResourceObject } from './document.ts';

/** 201 with a Location header naming the new resource (JSON:API "Creating Resources"). */
export function created(reply: FastifyReply, data: ResourceObject): JsonApiDocument {
  reply.code(201).header('location', data.links.self);
  return singleDocument(data);
}

/** 204 with no body. */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).send();
}

/** 202 with only top-level meta: the request was taken, its outcome is not the client's to see. */
export function accepted<M extends Record<string, unknown>>(reply: FastifyReply, meta: M): { meta: M } {
  reply.code(202);
  return { meta };
}
