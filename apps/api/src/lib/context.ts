import type { Auth, AuthSession } from '../auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { SendSms } from '../features/auth/phone-sign-in';
import type { Payments } from '../features/purchases/payments';
import type { ScriptureService } from '../features/scripture/scripture.service';
import type { SupportNotifications } from '../features/support/support-notifications';
import type { BackgroundTasks } from './background-tasks';
import type { ClientAddressResolver } from './client-address';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage/file-storage';

/** Everything a request handler may use; built once per process in index.ts (or per test). */
export interface AppDependencies {
  env: Env;
  db: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** Text messages: through SMS_WEBHOOK_URL, or to the log outside production. */
  sms: SendSms;
  scripture: ScriptureService;
  /** Uploaded files (voice memos): DATA_DIR on disk, or an S3-compatible bucket. */
  storage: FileStorage;
  /** Work done after the answer (e-mail), awaited before the process stops. */
  background: BackgroundTasks;
  /** The client's address from the socket and the proxies the operator trusts. */
  clientAddress: ClientAddressResolver;
  /** Stripe, the test-mode checkout, or no purchases (docs/decisions/009-payments.md). */
  payments: Payments;
  /** Support conversations' changes from every server, for the live streams of this one. */
  support: SupportNotifications;
}

export type SessionUser = AuthSession['user'];

export interface AppEnv {
  Variables: {
    deps: AppDependencies;
    user: SessionUser | null;
  };
}

/** Handlers behind requireUser can rely on a user. */
export interface SignedInEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser };
}
