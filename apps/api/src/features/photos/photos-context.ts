// What the photo features need, built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { PhotoStorage } from './photo-storage.ts';

export interface PhotosContext {
  db: Db;
  storage: PhotoStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}
