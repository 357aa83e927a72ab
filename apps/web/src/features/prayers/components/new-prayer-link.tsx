import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NEW_PRAYER_LABEL } from '../utils/prayer-messages';

/** 'New prayer': a link styled as a button, to /prayers/new. */
export function NewPrayerLink({
  size = 'md',
  className,
}: {
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Link to={paths.app.newPrayer.getHref()} className={cn(buttonVariants({ size }), className)}>
      <Plus aria-hidden="true" />
      {NEW_PRAYER_LABEL}
    </Link>
  );
}
