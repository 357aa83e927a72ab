import type { ReactNode } from 'react';

export interface StatusItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, read as a description list. */
export function StatusList({ items }: { items: readonly StatusItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
