import { diagnosticsEndpoints, isAdminRole } from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireUser, signedInUser } from '../../lib/middlewares';
import { getDiagnostics } from './diagnostics.service';

export const diagnosticsRoutes = new Hono<AppEnv>();
const serve = contractRoutes(diagnosticsRoutes, '/api/diagnostics');

// docs/product/tools.md#diagnostic-tools: the server's internals are for admins only.
serve(diagnosticsEndpoints.get, { before: [requireUser] }, async (c) =>
  getDiagnostics(c.var.deps, { isAdmin: isAdminRole(signedInUser(c).role) }),
);
