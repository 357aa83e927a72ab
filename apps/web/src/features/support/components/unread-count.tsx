/** The badge's words for screen readers, after the entry's own name. */
export const newRepliesLabel = (count: number) =>
  count === 1 ? '1 new reply from the staff' : `${count} new replies from the staff`;

/**
 * A small count on a navigation entry or a list row; `label` is what screen readers hear. Plain
 * class names, no cn(): the app shell's badge loads it, and it should bring nothing else along.
 */
export function UnreadCount({
  count,
  label,
  className = '',
}: {
  count: number;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] leading-none font-semibold text-destructive-foreground ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
