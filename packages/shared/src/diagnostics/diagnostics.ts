import type { TranslationStatus } from '../scripture/translations';

// What GET /api/diagnostics answers (docs/product/tools.md#diagnostic-tools): enough for a
// member or support to see where something goes wrong, with the server's internals for admins.

export interface ScriptureProviderStatus {
  /** Whether the server has an API.Bible key. */
  configured: boolean;
  /** The licensed translations' status as the server sees API.Bible now. */
  status: TranslationStatus;
}

/** Only in an admin's answer. */
export interface ServerInternals {
  database_kind: 'pglite' | 'postgres';
  /** The newest migration applied, by its name ('0009_reminders_phone_landing'). */
  latest_migration: string | null;
  /** Work after the answer (e-mail) this server has not finished yet. */
  background_queue_size: number;
}

export interface Diagnostics {
  server_time: string;
  /** A `select 1` measured on the server, in milliseconds. */
  database_round_trip_ms: number;
  scripture: ScriptureProviderStatus;
  /** Absent for anyone but an admin. */
  server?: ServerInternals;
}
