import { z } from 'zod';

/** POST /api/client-errors: what the web app reports when something fails for a member. */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1, 'message is required').max(2000),
  /** Where it happened, e.g. 'reading: mark chapter as read'. */
  context: z.string().trim().max(200).optional(),
  path: z.string().max(500).optional(),
  stack: z.string().max(8000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
