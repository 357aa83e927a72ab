import type { Env } from '../env';

/** Where `npm run dev` serves the web app with hot reload (apps/web/vite.config.ts). */
const VITE_DEV_PORT = 5173;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may change state on this server (docs/security.md#origins): the public
 * address, the operator's extra addresses, and this server's own port on loopback, so the app
 * works when opened at localhost, 127.0.0.1 or [::1]. Only this server answers on its own port
 * there, so trusting it lets no other site in. The Vite dev server joins them in development.
 */
export function trustedOriginsFor(
  env: Pick<Env, 'APP_ORIGIN' | 'TRUSTED_ORIGINS' | 'PORT' | 'NODE_ENV'>,
): string[] {
  const loopback = (port: number) => LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
  return [
    ...new Set([
      env.APP_ORIGIN,
      ...env.TRUSTED_ORIGINS,
      ...loopback(env.PORT),
      ...(env.NODE_ENV === 'development' ? loopback(VITE_DEV_PORT) : []),
    ]),
  ];
}

/** Said instead of better-auth's bare "Invalid origin", which means nothing to a member. */
export const untrustedOriginMessage = (origin: string) =>
  `Manna could not accept this from ${origin}, an address this server does not know, to keep your account safe. ` +
  'Please open Manna at its usual address.';
