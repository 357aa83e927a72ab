import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

// The search box of every member screen (docs/product/search.md#the-search-box). It only sends
// the member to /search?q=: the query, the results and their code load with that screen. The app
// loads it just after the screen, so no screen's first load carries it.

export const HEADER_SEARCH_LABEL = 'Search your writing';

/** The search's limit (PERSONAL_SEARCH_MAX_LENGTH), here as a number so no shared code loads. */
const MAX_LENGTH = 200;

/** Where '/' is a character being typed, not the shortcut. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const FIELD_CLASSES =
  'h-9 w-full rounded-full border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-search-cancel-button]:hidden';
const ICON_BUTTON_CLASSES =
  'flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A search field in the header: inline from the sm breakpoint, behind an icon button on a phone.
 * '/' anywhere outside a field focuses it; Escape on a phone closes it.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  /** On a phone, whether the field is shown over the header. */
  const [open, setOpen] = useState(false);
  /** Bumped to focus the field once it shows. */
  const [focusRequest, setFocusRequest] = useState(0);
  const onResults = location.pathname === paths.app.search.path;
  const shownQuery = onResults ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(shownQuery);

  // The field says what the results are for, and is empty elsewhere.
  useEffect(() => setValue(shownQuery), [shownQuery]);

  useEffect(() => {
    if (focusRequest === 0) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
      setFocusRequest((request) => request + 1);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function close() {
    setOpen(false);
    openButtonRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    const kind = onResults ? new URLSearchParams(location.search).get('kind') : null;
    setOpen(false);
    navigate(paths.app.search.getHref(query, kind));
  }

  return (
    <div className="ml-auto flex items-center lg:order-last lg:ml-3">
      <button
        ref={openButtonRef}
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={inputId}
        onClick={() => {
          setOpen(true);
          setFocusRequest((request) => request + 1);
        }}
        className={cn(ICON_BUTTON_CLASSES, 'sm:hidden', open && 'invisible')}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <search
        className={cn(
          'sm:static sm:block sm:w-48 sm:bg-transparent sm:p-0 lg:w-56',
          open
            ? 'absolute inset-x-0 top-[env(safe-area-inset-top)] z-50 flex h-14 items-center gap-2 bg-background px-4'
            : 'hidden',
        )}
      >
        <form onSubmit={submit} className="relative flex-1">
          <label htmlFor={inputId} className="sr-only">
            {HEADER_SEARCH_LABEL}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) close();
            }}
            placeholder="Search your writing"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_LENGTH}
            aria-keyshortcuts="/"
            className={FIELD_CLASSES}
          />
        </form>
        {open ? (
          <button
            type="button"
            aria-label="Close search"
            onClick={close}
            className={cn(ICON_BUTTON_CLASSES, 'sm:hidden')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </search>
    </div>
  );
}
