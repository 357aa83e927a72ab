import { createServer } from 'node:http';
import { z } from 'zod';

// The browser tests' phone: the server under test texts through SMS_WEBHOOK_URL (a {to, body}
// POST, docs/security.md#accounts) to this sink, and specs read the texts back with
// GET /messages?to=. Started by playwright.config.ts as a web server of its own.

const smsSchema = z.object({ to: z.string(), body: z.string() });
const texts: (z.infer<typeof smsSchema> & { receivedAt: string })[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sms-sink');
  if (url.pathname === '/health') return void response.end('ok');
  if (request.method === 'POST' && url.pathname === '/sms') {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const parsed = smsSchema.safeParse(JSON.parse(raw || 'null'));
      if (!parsed.success) return void response.writeHead(400).end();
      texts.push({ ...parsed.data, receivedAt: new Date().toISOString() });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(JSON.stringify(texts.filter((text) => text.to === to)));
  }
  response.writeHead(404).end();
});
server.listen(Number(process.env.SMS_SINK_PORT), '127.0.0.1');
