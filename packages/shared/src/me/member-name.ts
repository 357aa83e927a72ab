import { z } from 'zod';

export const MEMBER_NAME_MAX_LENGTH = 100;
export const MEMBER_NAME_REQUIRED_MESSAGE = 'Please enter your full name';
export const MEMBER_NAME_TOO_LONG_MESSAGE = 'Name is too long';
export const MEMBER_NAME_CONTROL_CHARACTERS_MESSAGE =
  'Your name cannot contain control characters such as line breaks or tabs';

// Tabs, line breaks, NUL and the other C0/C1 controls: never part of a name, and PostgreSQL
// text cannot hold NUL at all.
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A member's full name, the one rule whichever way it changes: the sign-up form, the profile form,
 * PATCH /api/me, and better-auth's sign-up and update-user endpoints.
 */
export const memberNameSchema = z
  .string({ message: MEMBER_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, MEMBER_NAME_REQUIRED_MESSAGE)
  .max(MEMBER_NAME_MAX_LENGTH, MEMBER_NAME_TOO_LONG_MESSAGE)
  .refine((name) => !CONTROL_CHARACTER.test(name), MEMBER_NAME_CONTROL_CHARACTERS_MESSAGE);
