import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Brand } from './brand';

// Apart from the wordmark: the sign-in screens draw it without the router
// (docs/decisions/015-visitor-entry.md).
/** The wordmark as a link to the start page, for the plain pages outside the app and auth shells. */
export function BrandHomeLink() {
  return (
    <Link
      to={paths.root.getHref()}
      className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Brand />
    </Link>
  );
}
