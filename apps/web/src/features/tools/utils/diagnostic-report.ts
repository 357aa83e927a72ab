import type { Diagnostics } from '@manna/shared';
import type { CacheSummary } from './offline-data';

/** Everything the diagnostic tools show, as support receives it ('Copy report'). */
export interface DiagnosticReport {
  generated_at: string;
  app_version: string;
  online: boolean;
  wrapper: boolean;
  time_zone: { device: string; account: string | null };
  device: {
    service_worker: string;
    caches: CacheSummary[];
    notifications: string;
    push_subscription: string;
  } | null;
  api_round_trip_ms: number | null;
  server: Diagnostics | null;
  /** Why the server could not be asked, when it could not. */
  server_error?: string;
}

export function formatReport(report: DiagnosticReport): string {
  return JSON.stringify(report, null, 2);
}
