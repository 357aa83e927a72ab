import path from 'node:path';

/**
 * The apps/api folder, which the files the server reads at run time are found from (migrations,
 * bundled Bibles, the web build). This module sits one folder below it both as source
 * (src/api-root.ts) and inside the production bundle (dist/server.js), where every module's
 * own folder is dist/ (docs/decisions/014-server-footprint.md).
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
