import { Spinner } from './spinner';

// Its own module rather than spinner.tsx's: the reading screen loads spinner.tsx up front, and
// what it does not use should not ride along (docs/decisions/005).

/** A wait in place of a section (a list, a panel), saying what is loading. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} showLabel />
    </div>
  );
}
