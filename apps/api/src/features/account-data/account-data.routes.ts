import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  accountDataEndpoints as endpoints,
  IMPORT_EMPTY,
  IMPORT_NOT_AN_EXPORT,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { ApiError } from '../../lib/errors';
import { requireUser } from '../../lib/middlewares';
import { exportArchive, exportSummary } from './account-export.service';
import { importArchive } from './account-import.service';

// A member's own data, all of it (docs/product/your-data.md): only ever the signed-in member's.
export const accountDataRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(accountDataRoutes, '/api/account-data');

serve(endpoints.summary, {}, async (c) => exportSummary(c.var.deps.db, c.var.user.id));

// The archive is a byte stream, not JSON: a plain route (accountDataEndpoints says why).
accountDataRoutes.get('/export', async (c) => {
  const archive = await exportArchive(c.var.deps, c.var.user.id);
  return c.body(Readable.toWeb(archive.body) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${archive.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

/**
 * The upload goes to a temporary file as it arrives (lib/body-limits.ts caps it), never into
 * memory whole; the archive is read from there and the file removed whatever happens.
 */
serve(endpoints.importArchive, {}, async (c) => {
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, IMPORT_EMPTY);
  // A JSON body was read already (lib/validation.ts checks JSON for null characters): not an archive.
  if (c.req.raw.bodyUsed) throw new ApiError(400, IMPORT_NOT_AN_EXPORT);
  const folder = await mkdtemp(path.join(tmpdir(), 'manna-import-'));
  try {
    const archivePath = path.join(folder, 'archive.zip');
    const file = await open(archivePath, 'w', 0o600);
    let size = 0;
    try {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        await file.write(value);
      }
    } finally {
      await file.close();
    }
    if (size === 0) throw new ApiError(400, IMPORT_EMPTY);
    return { result: await importArchive(c.var.deps, c.var.user.id, archivePath) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
