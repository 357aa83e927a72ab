import { useState } from 'react';
import { useCommunityNotice } from '../api/get-community-notice';

// docs/product/admin.md#settings: the admins' notice above every member screen until the member
// dismisses it. The dismissal is kept per notice text, so a new notice shows again.
const DISMISSED_NOTICE_KEY = 'manna.dismissed-notice';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    // Storage can be off (private modes): the notice then shows until the tab closes.
    return null;
  }
}

function rememberDismissed(notice: string) {
  try {
    localStorage.setItem(DISMISSED_NOTICE_KEY, notice);
  } catch {
    // As above: dismissed for this page only.
  }
}

/**
 * The app shell's banner; a lazy chunk of its own, so the shell's first load stays small (it
 * imports nothing the entry does not, or the bundler would split a shared chunk out of it).
 */
export function NoticeBanner() {
  const { data } = useCommunityNotice();
  const [dismissed, setDismissed] = useState(readDismissed);
  const notice = data?.notice;
  if (!notice || notice === dismissed) return null;

  return (
    <section aria-label="Notice" className="border-b border-info/40 bg-info/10">
      <div className="mx-auto flex w-full max-w-2xl items-start gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="min-w-0 flex-1 break-words whitespace-pre-line">{notice}</p>
        <button
          type="button"
          aria-label="Dismiss notice"
          className="-my-1 rounded-lg p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => {
            rememberDismissed(notice);
            setDismissed(notice);
          }}
        >
          {/* Drawn here, not from lucide-react: an icon would split lucide's shared code into a
              chunk more on every screen's first load. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
    </section>
  );
}
