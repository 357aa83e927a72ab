import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface LinkCardProps {
  to: string;
  /** The card's heading, and the name of its link. */
  title: string;
  /** Beside the title ('Answered', a review status). */
  badge?: ReactNode;
  children: ReactNode;
}

/** A list item that opens as a whole: its title links, over the whole card. */
export function LinkCard({ to, title, badge, children }: LinkCardProps) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="relative flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40 sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 font-serif text-lg font-semibold break-words">
            {/* The whole card is the link's target area; the link's name stays the title. */}
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {title}
            </Link>
          </h2>
          {badge}
        </div>
        {children}
      </article>
    </li>
  );
}
