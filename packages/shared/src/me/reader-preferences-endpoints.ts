import { endpoint } from '../api-contract/endpoint';
import type {
  readerPreferencesSchema,
  SavedReaderPreferences,
  SessionTokenResult,
} from './reader-preferences';

// The member's reading preferences (docs/product/accounts-and-shell.md#reading-preferences) and
// the session token for the native wrapper: apart from me-endpoints.ts, which every screen loads,
// so that only the lazy chunks that call these carry them.
// @manna/shared exports this file as the namespace `memberDeviceEndpoints`.

/** The member's reading preferences as saved with the account (null until first saved). */
export const readerPreferences = /* @__PURE__ */ endpoint<SavedReaderPreferences>()(
  'GET',
  '/api/me/reader-preferences',
);

/** Save the member's reading preferences. */
export const saveReaderPreferences = /* @__PURE__ */ endpoint<
  SavedReaderPreferences,
  { body: typeof readerPreferencesSchema }
>()('PUT', '/api/me/reader-preferences');

/**
 * The session's token, for the native wrapper's 'session-state' message; same-origin, never
 * cached (docs/security.md#the-wrappers-session-token).
 */
export const sessionToken = /* @__PURE__ */ endpoint<SessionTokenResult>()(
  'GET',
  '/api/me/session-token',
);
