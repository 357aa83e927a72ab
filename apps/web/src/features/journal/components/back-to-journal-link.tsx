import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface BackToJournalLinkProps {
  to?: string | undefined;
  label?: string | undefined;
}

export function BackToJournalLink({
  to = paths.app.journal.getHref(),
  label = 'Back to Journal',
}: BackToJournalLinkProps) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
