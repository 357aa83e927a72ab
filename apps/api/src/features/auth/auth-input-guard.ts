import { memberNameSchema, WEAK_PASSWORD_CODE } from '@manna/shared';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { holdsNullCharacter, NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { weakPasswordReason } from './password-strength';

type Body = Record<string, unknown>;

const badRequest = (message: string, code?: string) =>
  new APIError('BAD_REQUEST', { message, ...(code && { code }) });

/** The name rules (packages/shared memberNameSchema), answered as better-auth answers. */
function checkedName(value: unknown): string {
  const parsed = memberNameSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid name');
  return parsed.data;
}

async function checkPasswordStrength(password: unknown, personal: unknown[]) {
  // better-auth itself refuses a missing, short or long password with its own message.
  if (typeof password !== 'string') return;
  const reason = await weakPasswordReason(
    password,
    personal.filter((value): value is string => typeof value === 'string'),
  );
  if (reason) throw badRequest(reason, WEAK_PASSWORD_CODE);
}

// Manna shows no profile pictures: nothing a member could upload should be stored unseen.
const IMAGES_UNSUPPORTED = 'Profile pictures are not supported';

/**
 * Runs before every better-auth endpoint (docs/security.md#input): the same rules for a member's
 * name and password as the rest of the API, so no endpoint stores what another would refuse.
 */
export const authInputGuard = createAuthMiddleware(async (ctx) => {
  // better-auth hands over the parsed JSON untyped; its fields are read below as unknown.
  const body: Body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Body) : {};
  if (holdsNullCharacter([ctx.body, ctx.query])) throw badRequest(NULL_CHARACTER_MESSAGE);
  switch (ctx.path) {
    case '/sign-up/email': {
      if (body.image != null) throw badRequest(IMAGES_UNSUPPORTED);
      const name = checkedName(body.name);
      await checkPasswordStrength(body.password, [name, body.email]);
      return { context: { body: { ...body, name } } };
    }
    case '/update-user': {
      if (body.image != null) throw badRequest(IMAGES_UNSUPPORTED);
      if (!('name' in body)) return;
      return { context: { body: { ...body, name: checkedName(body.name) } } };
    }
    case '/reset-password':
    case '/change-password':
    case '/admin/set-user-password':
      await checkPasswordStrength(body.newPassword, []);
      return;
    default:
      return;
  }
});
