// A tiny local stand-in for an S3 bucket service in tests: it keeps PutObject bodies in memory,
// answers GetObject and DeleteObject by path (/{bucket}/{key}), and checks each request's SigV4
// signature the way S3 does (recomputed here from the secret, independently of aws4fetch).
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const S3_TEST_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

export interface RecordedS3Request {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  signatureValid: boolean;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export function signatureIsValid(request: IncomingMessage, body: Buffer): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  const payloadHash = request.headers['x-amz-content-sha256'];
  // GET and DELETE have no body and may say UNSIGNED-PAYLOAD; a PUT must sign its body's hash.
  const bodyChecked = payloadHash === sha256(body) || (request.method !== 'PUT' && payloadHash === 'UNSIGNED-PAYLOAD');
  if (accessKeyId !== S3_TEST_CREDENTIALS.accessKeyId || !bodyChecked) return false;
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const [path, query = ''] = request.url!.split('?');
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${S3_TEST_CREDENTIALS.secretAccessKey}`, date!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex') === signature && headerNames.includes('host');
}

export interface S3TestServer {
  endpoint: string;
  requests: RecordedS3Request[];
  /** Objects by request path, e.g. `/campwise-photos/private/claims/….pdf`. */
  objects: Map<string, StoredObject>;
  /** When set, every request is answered with this status instead (a failing bucket). */
  forceStatus: number | null;
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const state: Omit<S3TestServer, 'endpoint' | 'close'> = { requests: [], objects: new Map(), forceStatus: null };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const signatureValid = signatureIsValid(request, body);
      state.requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body,
        signatureValid,
      });
      const path = request.url!.split('?')[0]!;
      if (state.forceStatus !== null) {
        response.statusCode = state.forceStatus;
      } else if (!signatureValid) {
        response.statusCode = 403;
      } else if (request.method === 'PUT') {
        state.objects.set(path, {
          data: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: request.headers['cache-control'],
        });
      } else if (request.method === 'GET') {
        const object = state.objects.get(path);
        if (!object) {
          response.statusCode = 404;
        } else {
          response.setHeader('content-type', object.contentType);
          response.end(object.data);
          return;
        }
      } else if (request.method === 'DELETE') {
        state.objects.delete(path);
        response.statusCode = 204;
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
