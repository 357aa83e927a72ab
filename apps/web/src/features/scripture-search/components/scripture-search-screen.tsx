import {
  BIBLE_BOOKS,
  BUNDLED_TRANSLATION_IDS,
  findBookByCode,
  isBundledTranslation,
  noVersesFoundMessage,
  SCRIPTURE_SEARCH_MAX_LENGTH,
  SCRIPTURE_SEARCH_MESSAGES,
  type ScriptureSearchHit,
  searchBoxPassage,
  type Testament,
  translationInfo,
} from '@manna/shared';
import { Search, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { getReaderPreferences, SelectField } from '@/features/reader-settings';
import { isApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useReportFailure } from '@/lib/report-failure';
import { type ScriptureSearchParams, useScriptureSearch } from '../api/search-scripture';

const TESTAMENT_LABELS: Record<Testament, string> = {
  OT: 'Old Testament',
  NT: 'New Testament',
};

/** The search the URL describes; the reader's translation when the URL names none it can search. */
function readSearchParams(search: URLSearchParams): ScriptureSearchParams {
  const translation = search.get('translation')?.toLowerCase() ?? '';
  const preferred = getReaderPreferences().translation;
  const testament = search.get('testament')?.toUpperCase();
  const book = findBookByCode(search.get('book') ?? '');
  return {
    q: (search.get('q') ?? '').trim(),
    translation:
      BUNDLED_TRANSLATION_IDS.find((id) => id === translation) ??
      (isBundledTranslation(preferred) ? preferred : 'kjv'),
    testament: testament === 'OT' || testament === 'NT' ? testament : null,
    book: book?.code ?? null,
  };
}

const hrefOf = (params: ScriptureSearchParams) =>
  paths.app.scriptureSearch.getHref({ ...params, q: params.q || undefined });

/** The passage a reference names, at its verse when it names one. */
const passageHref = (passage: NonNullable<ReturnType<typeof searchBoxPassage>>) =>
  paths.app.bibleChapter.getHref(passage.book, passage.chapter, {
    verse: passage.verse === null ? null : String(passage.verse),
  });

/**
 * /bible/search (docs/product/scripture.md#search): words or a phrase in KJV or WEB, ranked, with
 * the matches marked and each verse opening in the reader; a reference opens the passage at once.
 */
export function ScriptureSearchScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readSearchParams(searchParams);
  const [draft, setDraft] = useState(params.q);
  const [error, setError] = useState<string | undefined>();

  // Back and forward move through searches: the box follows the URL.
  useEffect(() => setDraft(params.q), [params.q]);

  // A reference in the URL (a shared link, the header of another screen) opens the passage.
  const linkedPassage = searchBoxPassage(params.q);
  if (linkedPassage) return <Navigate replace to={passageHref(linkedPassage)} />;

  const update = (changes: Partial<ScriptureSearchParams>) =>
    navigate(hrefOf({ ...params, ...changes }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = draft.trim();
    if (q === '') {
      setError(SCRIPTURE_SEARCH_MESSAGES.empty);
      return;
    }
    setError(undefined);
    const passage = searchBoxPassage(q);
    if (passage) {
      navigate(passageHref(passage));
      return;
    }
    navigate(hrefOf({ ...params, q }));
  };

  const books = BIBLE_BOOKS.filter(
    (book) => !params.testament || book.testament === params.testament,
  );

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">Search the Bible</h1>
        <p className="text-sm text-muted-foreground">
          Words or a “quoted phrase” in the King James Version or the World English Bible. A
          reference such as jn 3:16 opens the passage.
        </p>
      </header>

      <search className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <form onSubmit={onSubmit} noValidate className="flex flex-col">
          <Field label="Words, a phrase or a reference" error={error}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  type="search"
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (error) setError(undefined);
                  }}
                  placeholder='"only begotten Son" or jn 3:16'
                  maxLength={SCRIPTURE_SEARCH_MAX_LENGTH}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="search"
                  className="min-w-0 flex-1"
                />
                <Button type="submit" className="shrink-0">
                  <Search aria-hidden="true" />
                  Search
                </Button>
              </div>
            )}
          </Field>
        </form>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label="Translation"
            value={params.translation}
            density="compact"
            onChange={(event) =>
              update({
                translation:
                  BUNDLED_TRANSLATION_IDS.find((id) => id === event.target.value) ?? 'kjv',
              })
            }
          >
            {BUNDLED_TRANSLATION_IDS.map((id) => (
              <option key={id} value={id}>
                {translationInfo(id).name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Testament"
            value={params.testament ?? ''}
            density="compact"
            onChange={(event) => {
              const { value } = event.target;
              const testament = value === 'OT' || value === 'NT' ? value : null;
              const book = params.book ? findBookByCode(params.book) : undefined;
              // A book of the other testament would find nothing: it goes.
              update({
                testament,
                book: book && testament && book.testament !== testament ? null : params.book,
              });
            }}
          >
            <option value="">Whole Bible</option>
            <option value="OT">{TESTAMENT_LABELS.OT}</option>
            <option value="NT">{TESTAMENT_LABELS.NT}</option>
          </SelectField>
          <SelectField
            label="Book"
            value={params.book ?? ''}
            density="compact"
            onChange={(event) => update({ book: event.target.value || null })}
          >
            <option value="">All books</option>
            {books.map((book) => (
              <option key={book.code} value={book.code}>
                {book.name}
              </option>
            ))}
          </SelectField>
        </div>
      </search>

      {params.q ? <SearchResults params={params} /> : null}
    </div>
  );
}

function SearchResults({ params }: { params: ScriptureSearchParams }) {
  const headingId = useId();
  const search = useScriptureSearch(params);
  useReportFailure(search, { context: 'Failed to search scripture', details: { q: params.q } });
  const pages = search.data?.pages ?? [];
  const hits = pages.flatMap((page) => (page.kind === 'verses' ? page.hits : []));
  const first = pages[0];
  const total = first?.kind === 'verses' ? first.total : 0;
  const abbreviation = translationInfo(params.translation).abbreviation;

  let body: ReactNode;
  // A 400 is about the words (too common): searching again would say the same, so no Retry.
  if (search.isError && hits.length === 0 && isApiError(search.error, 400)) {
    body = <Alert title="Nothing to search for">{search.error.message}</Alert>;
  } else {
    body = (
      <ListStatus
        query={search}
        loaded={hits.length > 0}
        loadingLabel="Searching..."
        errorTitle="Search failed"
      >
        {hits.length === 0 ? (
          <EmptyState icon={SearchX} title={noVersesFoundMessage(params.q)}>
            Try other words, fewer words, or the whole Bible.
          </EmptyState>
        ) : (
          <>
            <ol aria-labelledby={headingId} className="flex flex-col gap-2">
              {hits.map((hit) => (
                <li key={`${hit.book_id}:${hit.chapter}:${hit.verse}`}>
                  <VerseHit hit={hit} abbreviation={abbreviation} />
                </li>
              ))}
            </ol>
            <LoadMore
              query={search}
              label="Show more"
              loadingLabel="Loading more verses..."
              errorTitle="More verses could not be loaded"
            />
          </>
        )}
      </ListStatus>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          Verses
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {search.isPending || search.isError
            ? ''
            : `${formatCount(total, 'verse')} found for “${params.q}” in the ${abbreviation}`}
        </p>
      </div>
      {body}
      {/* The other search, for the same words (docs/product/search.md#the-results). */}
      <p className="text-sm">
        <TextLink to={paths.app.search.getHref(params.q)}>
          Search your own notes, journal and prayers for “{params.q}”
        </TextLink>
      </p>
    </section>
  );
}

function VerseHit({ hit, abbreviation }: { hit: ScriptureSearchHit; abbreviation: string }) {
  return (
    <Link
      to={paths.app.bibleChapter.getHref(hit.book_id, hit.chapter, { verse: String(hit.verse) })}
      className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3 transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{hit.reference}</span>
        <span className="text-xs text-muted-foreground">{abbreviation}</span>
      </span>
      <span className="font-serif leading-relaxed">
        {hit.segments.map((segment, index) =>
          segment.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one verse never reorder
            <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
              {segment.text}
            </mark>
          ) : (
            segment.text
          ),
        )}
      </span>
    </Link>
  );
}
