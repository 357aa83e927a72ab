import { endpoint } from '../api-contract/endpoint';
import type { ExportSummary, ImportResult } from './account-data-format';

// A member's data, all of it (docs/product/your-data.md). The archive itself,
// GET /api/account-data/export, is a stream rather than JSON, downloaded as a file, so it is
// not described here. @manna/shared exports this file as the namespace `accountDataEndpoints`.

/** What an export will hold. */
export const summary = /* @__PURE__ */ endpoint<ExportSummary>()(
  'GET',
  '/api/account-data/summary',
);

/** 200. The body is the archive itself (application/zip), not JSON. */
export const importArchive = /* @__PURE__ */ endpoint<{ result: ImportResult }>()(
  'POST',
  '/api/account-data/import',
);
