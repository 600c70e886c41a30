'use client';

// The reservations API as the signed-in user, over the web's one JSON:API resource layer
// (lib/api-client), with a token read at call time: a checkout started right after sign-in goes
// out as the user who has just signed in.
import type { ApiDocument } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import type { ReservationsApi, ResourceAnswer } from './reservations-api';

const answer = (document: ApiDocument): ResourceAnswer => ({ record: document.data, related: document.related });

export async function reservationsApi(): Promise<ReservationsApi> {
  const client = await signedInApiClient();
  const withInclude = (include?: string) => (include ? { include } : {});
  return {
    find: async (type, id, include) => answer(await client.findDocument(type, id, withInclude(include))),
    query: async (type, filter, include) => {
      const list = await client.findAll(type, { filter, ...withInclude(include) });
      return { records: list.data, related: list.related };
    },
    create: async ({ type, attributes, relationships }) =>
      answer(await client.createDocument(type, attributes, relationships ? { relationships } : {})),
    update: async ({ type, id, attributes, relationships }, include) =>
      answer(
        await client.updateDocument(type, id ?? '', attributes, {
          ...(relationships ? { relationships } : {}),
          query: withInclude(include),
        }),
      ),
    action: async (path, resource, include) =>
      answer(await client.postActionDocument(path, resource, withInclude(include))),
  };
}
