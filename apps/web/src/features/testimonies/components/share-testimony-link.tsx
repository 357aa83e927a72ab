import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SHARE_TESTIMONY_TITLE } from '../utils/testimony-messages';

/** 'Share a testimony': a link styled as a button, to /testimonies/new. */
export function ShareTestimonyLink({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <Link to={paths.app.newTestimony.getHref()} className={buttonVariants({ size })}>
      <Plus aria-hidden="true" />
      {SHARE_TESTIMONY_TITLE}
    </Link>
  );
}
