import { updateProfileInputSchema } from '@manna/shared/me/profile-schemas';

// What the profile form checks with, apart from the form so that the Account tab paints without
// zod (components/account-section.tsx, docs/decisions/005-first-load-budget.md).

/** The name alone, required: the form changes nothing else. */
export const profileFormSchema = updateProfileInputSchema.pick({ full_name: true }).required();
