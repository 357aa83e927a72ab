/**
 * Who may call a route (docs/security.md#route-inventory). Anything that is not `public` answers
 * a visitor with 401.
 */
export type RouteAccess =
  /** Anyone, signed in or not. */
  | 'public'
  /** A signed-in member, on their own data only: the session says whose, never the request. */
  | 'member'
  /** A signed-in member, on one record named in the request: anyone but its owner gets 404. */
  | 'owner'
  /** An admin: any other member gets 403. */
  | 'admin';

/** The personal records an `owner` route names. */
export type OwnedRecord =
  | 'journal entry'
  | 'journal topic'
  | 'topic entry'
  | 'study note'
  | 'bookmark'
  | 'prayer'
  | 'testimony'
  | 'reminder'
  | 'voice memo'
  | 'schedule adjustment'
  | 'checkout';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

export type RouteEntry = {
  method: RouteMethod;
  /** As the router matches it: `:name` is a path parameter, `*` the rest of the path. */
  path: string;
  /** What it is for, in a few words. */
  does: string;
} & ({ access: Exclude<RouteAccess, 'owner'> } | { access: 'owner'; record: OwnedRecord });
