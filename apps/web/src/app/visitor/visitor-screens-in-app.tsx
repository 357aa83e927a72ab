import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  isVisitorScreenHref,
  leaveVisitorScreens,
  type VisitorNavigation,
  VisitorNavigationContext,
} from '@/lib/visitor-navigation';
import { VisitorScreens } from './visitor-screens';

/**
 * The sign-in screens inside the member app (app/router.tsx), when it goes to one or opens one
 * offline: its router moves between them, and anywhere else is a full page load, as in
 * visitor.html, so the member app starts afresh with whoever signed in.
 */
export function VisitorScreensInApp() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<VisitorNavigation>(
    () => ({
      location: { pathname: location.pathname, search: location.search, state: location.state },
      navigate: (href, { replace = false, state = null } = {}) => {
        if (isVisitorScreenHref(href)) navigate(href, { replace, state });
        else leaveVisitorScreens(href, { replace });
      },
    }),
    [location, navigate],
  );
  return (
    <VisitorNavigationContext value={navigation}>
      <VisitorScreens />
    </VisitorNavigationContext>
  );
}
