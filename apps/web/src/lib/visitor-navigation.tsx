import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isVisitorEntryPath } from '@/config/visitor-paths';

// The sign-in screens move between themselves without React Router, which is most of what the
// member app's shell costs a first load (docs/decisions/015-visitor-entry.md); anywhere else is a
// full page load, which the server answers with the member app (and which asks who is signed in
// afresh). Inside the member app its router stands in (app/visitor/visitor-screens-in-app.tsx).

export interface VisitorLocation {
  pathname: string;
  search: string;
  /** What the screen before asked to pass on (React Router keeps it under `usr`, so do we). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface VisitorNavigation {
  location: VisitorLocation;
  navigate: (href: string, options?: NavigateOptions) => void;
}

export const VisitorNavigationContext = createContext<VisitorNavigation | null>(null);

/** Whether `href` is one of the sign-in screens, which change in place. */
export function isVisitorScreenHref(href: string): boolean {
  return isVisitorEntryPath(new URL(href, window.location.href).pathname);
}

/** Anywhere but the sign-in screens: a full page load. */
export function leaveVisitorScreens(href: string, { replace = false }: NavigateOptions = {}) {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}

function currentLocation(): VisitorLocation {
  const state: unknown = window.history.state;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    state: typeof state === 'object' && state !== null && 'usr' in state ? state.usr : null,
  };
}

/** The sign-in screens' own history, in visitor.html: their addresses change here. */
export function BrowserVisitorNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const follow = () => setLocation(currentLocation());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigation = useMemo<VisitorNavigation>(
    () => ({
      location,
      navigate: (href, { replace = false, state = null } = {}) => {
        if (!isVisitorScreenHref(href)) {
          leaveVisitorScreens(href, { replace });
          return;
        }
        if (replace) window.history.replaceState({ usr: state }, '', href);
        else window.history.pushState({ usr: state }, '', href);
        setLocation(currentLocation());
        window.scrollTo(0, 0);
      },
    }),
    [location],
  );
  return <VisitorNavigationContext value={navigation}>{children}</VisitorNavigationContext>;
}

function useVisitorNavigation(): VisitorNavigation {
  const navigation = useContext(VisitorNavigationContext);
  if (!navigation)
    throw new Error('A sign-in screen needs its navigation (VisitorNavigationContext)');
  return navigation;
}

export function useVisitorLocation(): VisitorLocation {
  return useVisitorNavigation().location;
}

export function useVisitorSearchParams(): URLSearchParams {
  const { search } = useVisitorLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function useVisitorNavigate(): VisitorNavigation['navigate'] {
  return useVisitorNavigation().navigate;
}

/** Sends the visitor on at once, in place of the screen (a member already signed in). */
export function VisitorRedirect({ to }: { to: string }) {
  const navigate = useVisitorNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

type VisitorLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link from a sign-in screen: to another one it changes the screen in place (inside the
 * provider); anywhere else, and outside the provider, it is a plain link.
 */
export function VisitorLink({ to, onClick, ...props }: VisitorLinkProps) {
  const navigation = useContext(VisitorNavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!navigation || event.defaultPrevented || !plainClick) return;
    if (!isVisitorScreenHref(to)) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
