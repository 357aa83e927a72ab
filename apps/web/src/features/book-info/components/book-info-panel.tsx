import { type BookOutlineSection, findBookByCode, getBookBackground } from '@manna/shared';
import { BookOpen } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { textLinkClassName } from '@/components/ui/text-link';
import { toast } from '@/components/ui/use-toast';

// The toast when a book has no background notes (docs/product/scripture.md#book-info).
export const NO_BOOK_INFO_TOAST = {
  title: 'No Book Information',
  message: 'Historical information is not available for this book.',
} as const;

interface BookInfoPanelProps {
  /** A book name ('Romans') or USFM code ('ROM'), any case. */
  book: string;
  /** When given, each outline row links to the first chapter of its section. */
  getChapterHref?: (chapter: number) => string;
}

function firstChapterOf(section: BookOutlineSection): number | undefined {
  const first = Number.parseInt(section.chapters, 10);
  return Number.isFinite(first) ? first : undefined;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
        {term}
      </dt>
      <dd className="leading-relaxed">{children}</dd>
    </div>
  );
}

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="font-serif text-lg font-semibold">
      {children}
    </h3>
  );
}

/**
 * The Book Info tab (docs/product/scripture.md#book-info): author, date, audience, historical
 * context, major themes and an outline of sections and chapters. The notes are local data, so
 * nothing is fetched.
 */
export function BookInfoPanel({ book, getChapterHref }: BookInfoPanelProps) {
  const info = getBookBackground(book);
  const bookName = info?.name ?? findBookByCode(book)?.name ?? book;
  const id = useId();

  // Once per book, however often React runs the effect.
  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (info || toastedFor.current === book) return;
    toastedFor.current = book;
    toast({ type: 'info', ...NO_BOOK_INFO_TOAST });
  }, [info, book]);

  if (!info) {
    return (
      <section
        aria-labelledby={`${id}-empty`}
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-primary">
          <BookOpen aria-hidden="true" className="size-6" />
        </span>
        <h2 id={`${id}-empty`} className="font-serif text-xl font-semibold">
          No background notes for {bookName} yet
        </h2>
        <p className="max-w-sm text-muted-foreground">{NO_BOOK_INFO_TOAST.message}</p>
      </section>
    );
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <header>
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          About the book
        </p>
        <h2 id={`${id}-title`} className="mt-1 font-serif text-2xl font-semibold">
          {info.name}
        </h2>
      </header>

      <dl className="grid gap-4">
        <Fact term="Author">{info.author}</Fact>
        <Fact term="Date">{info.date}</Fact>
        <Fact term="Audience">{info.audience}</Fact>
      </dl>

      <section aria-labelledby={`${id}-context`} className="flex flex-col gap-2">
        <SectionHeading id={`${id}-context`}>Historical Context</SectionHeading>
        <p className="leading-relaxed">{info.historicalContext}</p>
      </section>

      <section aria-labelledby={`${id}-themes`} className="flex flex-col gap-3">
        <SectionHeading id={`${id}-themes`}>Major Themes</SectionHeading>
        <ul className="flex flex-wrap gap-2">
          {info.majorThemes.map((theme) => (
            <li
              key={theme}
              className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {theme}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-outline`} className="flex flex-col gap-3">
        <SectionHeading id={`${id}-outline`}>Outline</SectionHeading>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Outline of {info.name}</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Section
                </th>
                <th scope="col" className="w-28 px-4 py-2.5 font-semibold">
                  Chapters
                </th>
              </tr>
            </thead>
            <tbody>
              {info.outline.map((section) => {
                const first = firstChapterOf(section);
                return (
                  <tr
                    key={`${section.chapters}-${section.title}`}
                    className="border-t border-border"
                  >
                    <td className="px-4 py-3 leading-snug">{section.title}</td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {getChapterHref && first !== undefined ? (
                        <Link
                          to={getChapterHref(first)}
                          className={textLinkClassName}
                          aria-label={`Read ${info.name} ${section.chapters}`}
                        >
                          {section.chapters}
                        </Link>
                      ) : (
                        section.chapters
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
