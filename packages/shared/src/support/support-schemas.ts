// zod schemas for support conversations, shared by the composer and the API.
import { z } from 'zod';
import { journalPageQuerySchema } from '../journal/journal-schemas';
import {
  SUPPORT_ADMIN_NOT_FOUND,
  SUPPORT_CONVERSATION_FILTERS,
  SUPPORT_CONVERSATION_STATUSES,
  SUPPORT_CONVERSATIONS_PAGE_SIZE,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_REQUIRED,
  SUPPORT_MESSAGE_TOO_LONG,
  SUPPORT_MESSAGES_PAGE_SIZE,
  SUPPORT_MESSAGES_PAGE_SIZE_MAX,
} from './support';

/** POST /api/support/messages and the staff's reply: plain text, trimmed. */
export const sendSupportMessageInputSchema = z.object({
  body: z
    .string({ message: SUPPORT_MESSAGE_REQUIRED })
    .trim()
    .min(1, SUPPORT_MESSAGE_REQUIRED)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_TOO_LONG),
});
export type SendSupportMessageInput = z.input<typeof sendSupportMessageInputSchema>;

/** GET …/messages?before=&limit=: the newest page first, then each earlier one by its cursor. */
export const supportMessagesQuerySchema = z.object({
  before: z.uuid('Unknown place in the conversation').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPPORT_MESSAGES_PAGE_SIZE_MAX)
    .default(SUPPORT_MESSAGES_PAGE_SIZE),
});

/** GET /api/admin/support/conversations?filter=: every conversation unless a filter is given. */
export const supportConversationsQuerySchema = journalPageQuerySchema.extend({
  filter: z.enum(SUPPORT_CONVERSATION_FILTERS, { message: 'Choose a filter' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SUPPORT_CONVERSATIONS_PAGE_SIZE),
});

/** POST /api/admin/support/conversations/:id/assign: an admin's id, or null for nobody. */
export const assignSupportConversationInputSchema = z.object({
  admin_id: z
    .string({ message: SUPPORT_ADMIN_NOT_FOUND })
    .min(1, SUPPORT_ADMIN_NOT_FOUND)
    .max(100)
    .nullable(),
});
export type AssignSupportConversationInput = z.input<typeof assignSupportConversationInputSchema>;

/** POST /api/admin/support/conversations/:id/status: close or reopen. */
export const setSupportConversationStatusInputSchema = z.object({
  status: z.enum(SUPPORT_CONVERSATION_STATUSES, { message: 'Open or close the conversation' }),
});
export type SetSupportConversationStatusInput = z.input<
  typeof setSupportConversationStatusInputSchema
>;
