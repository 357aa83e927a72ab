import { TestimoniesScreen } from '@/features/testimonies/components/testimonies-screen';

// The list alone: one testimony (testimony.tsx) and the form (new-testimony.tsx) load with
// their own routes (docs/decisions/005-first-load-budget.md).

/** /testimonies: the community's testimonies and the member's own. */
export function TestimoniesRoute() {
  return (
    <>
      <title>Testimonies · Manna</title>
      <TestimoniesScreen />
    </>
  );
}
