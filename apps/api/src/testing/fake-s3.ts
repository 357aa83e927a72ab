import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listeningPort } from '../lib/system-errors';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  /** Base URL for S3_ENDPOINT, e.g. http://127.0.0.1:54321. */
  endpoint: string;
  /** Stored objects by 'bucket/key'. */
  objects: Map<string, FakeS3Object>;
  /** Every request seen, as 'METHOD /bucket/key' (plus the Range of a ranged read). */
  requests: string[];
  /** While true every request is refused with 403 AccessDenied (an outage or a revoked key). */
  refuse: boolean;
  close(): Promise<void>;
}

/**
 * A tiny in-process S3: path-style PUT, GET (with Range) and DELETE of objects, enough for the
 * voice-memo storage. It does not verify signatures, only that the client signed at all.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', String(error));
    });
  });

  const fake: FakeS3 = {
    endpoint: '',
    objects: new Map(),
    requests: [],
    refuse: false,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const objectKey = decodeURIComponent(url.pathname.slice(1));
    const range = request.headers.range;
    fake.requests.push(`${request.method} /${objectKey}${range ? ` ${range}` : ''}`);
    const body = await readBody(request);

    if (fake.refuse || !request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      return sendError(response, 403, 'AccessDenied', 'Access Denied');
    }
    if (!objectKey.includes('/')) {
      return sendError(response, 400, 'InvalidRequest', 'Only object requests are supported');
    }

    switch (request.method) {
      case 'PUT': {
        fake.objects.set(objectKey, {
          body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      case 'GET': {
        const object = fake.objects.get(objectKey);
        if (!object) return sendError(response, 404, 'NoSuchKey', 'The key does not exist');
        const size = object.body.length;
        if (!range) {
          response
            .writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': size })
            .end(object.body);
          return;
        }
        const match = range.match(/^bytes=(\d+)-(\d*)$/);
        if (!match) return sendError(response, 400, 'InvalidArgument', 'Unsupported range');
        const start = Number(match[1]);
        const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
        if (start >= size) return sendError(response, 416, 'InvalidRange', 'Out of range');
        response
          .writeHead(206, {
            'Content-Type': object.contentType,
            'Content-Length': end - start + 1,
            'Content-Range': `bytes ${start}-${end}/${size}`,
          })
          .end(object.body.subarray(start, end + 1));
        return;
      }
      case 'DELETE': {
        fake.objects.delete(objectKey);
        response.writeHead(204).end();
        return;
      }
      default:
        return sendError(response, 405, 'MethodNotAllowed', 'Method not allowed');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${listeningPort(server)}`;
  return fake;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // A request read without an encoding hands over its bytes; Buffer.from names them so.
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}
