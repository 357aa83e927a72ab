import {
  type Chapter,
  isRateLimitMessage,
  LOADING_SCRIPTURE_MESSAGE,
  loadFailedInlineMessage,
  plainVerseText,
  RATE_LIMIT_INLINE_MESSAGE,
  translationInfo,
} from '@manna/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getChapterQueryOptions } from '@/features/scripture';
import { useChapterPrefetch } from '@/features/scripture-cache';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReadAloud } from '../hooks/use-read-aloud';
import { useReadAloudPreferences } from '../hooks/use-read-aloud-preferences';
import { getSpeechSynthesis, useSpeechVoices } from '../hooks/use-speech-voices';
import {
  chapterSpeechItems,
  parseSelection,
  type ReadAloudSelection,
  selectionSearch,
} from '../utils/selection';
import type { ReadAloudState } from '../utils/speech-queue';
import { pickVoice } from '../utils/voices';
import { bookName, ChapterPicker } from './chapter-picker';
import { ReadAloudControls } from './read-aloud-controls';

export function readAloudStatusText({ status, verse }: ReadAloudState): string {
  if (status === 'playing') return `Reading verse ${verse}`;
  if (status === 'paused') return `Paused at verse ${verse}`;
  return '';
}

/** /tts: pick a chapter and hear it read verse by verse, the verse being read highlighted. */
export function ReadAloudScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = parseSelection(searchParams);
  const changeSelection = (next: ReadAloudSelection) =>
    setSearchParams(selectionSearch(next), { replace: true });

  const chapterQuery = useQuery(getChapterQueryOptions(selection));
  useChapterPrefetch(selection);
  const items = useMemo(() => chapterSpeechItems(chapterQuery.data), [chapterQuery.data]);

  const [synth] = useState(getSpeechSynthesis);
  const voices = useSpeechVoices(synth);
  const { rate, setRate, voiceUri, setVoiceUri } = useReadAloudPreferences();
  const voice = pickVoice(voices, voiceUri);
  const controls = useReadAloud(synth, items, { rate, voice });
  const { state } = controls;

  const title = `${bookName(selection.book)} ${selection.chapter}`;

  return (
    <div className="flex flex-col gap-6">
      <title>{`Read aloud: ${title} · Manna`}</title>
      <div>
        <h1 className="font-serif text-3xl font-semibold">Read aloud</h1>
        <p className="mt-1 text-muted-foreground">Listen to a chapter, one verse at a time.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Chapter</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ChapterPicker selection={selection} onChange={changeSelection} />
          {synth ? (
            <ReadAloudControls
              controls={controls}
              ready={items.length > 0}
              rate={rate}
              onRateChange={setRate}
              voices={voices}
              voice={voice}
              onVoiceChange={setVoiceUri}
            />
          ) : (
            <Alert variant="info" title="Read aloud is not available in this browser">
              This browser has no speech synthesis, so it cannot read the chapter to you. You can
              still read it below, or open Manna in a recent Chrome, Edge, Safari or Firefox.
            </Alert>
          )}
          {state.error ? (
            <Alert title="Reading stopped">
              The browser's speech engine reported an error ({state.error}). Press Play to try
              again.
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {/* Always in the page, so screen readers announce each change (SPEC: aria-live polite). */}
      <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium text-primary">
        {readAloudStatusText(state)}
      </p>

      <ChapterText
        title={title}
        query={chapterQuery}
        currentVerse={state.status === 'idle' ? null : state.verse}
      />
    </div>
  );
}

interface ChapterTextProps {
  title: string;
  query: UseQueryResult<Chapter>;
  currentVerse: number | null;
}

function ChapterText({ title, query, currentVerse }: ChapterTextProps) {
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (currentVerse === null) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    currentRef.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [currentVerse]);

  return (
    <article aria-labelledby="read-aloud-chapter-title" className="flex flex-col gap-4">
      <header>
        <h2 id="read-aloud-chapter-title" className="font-serif text-2xl font-semibold">
          {title}
        </h2>
        {query.data ? (
          <p className="text-sm text-muted-foreground">
            {translationInfo(query.data.translation_id).name}
          </p>
        ) : null}
        {query.data?.title ? (
          <p className="mt-2 italic text-muted-foreground">{query.data.title}</p>
        ) : null}
      </header>
      <ChapterBody query={query} currentVerse={currentVerse} currentRef={currentRef} />
    </article>
  );
}

function ChapterBody({
  query,
  currentVerse,
  currentRef,
}: Omit<ChapterTextProps, 'title'> & { currentRef: RefObject<HTMLLIElement | null> }) {
  if (query.isPending) {
    return <Spinner label={LOADING_SCRIPTURE_MESSAGE} showLabel className="justify-center py-8" />;
  }
  if (query.isError) {
    const message = getErrorMessage(query.error);
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>
          {isRateLimitMessage(message)
            ? RATE_LIMIT_INLINE_MESSAGE
            : loadFailedInlineMessage(message)}
        </Alert>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }

  const chapter = query.data;
  return (
    <>
      {chapter.fallback ? <Alert variant="info">{chapter.fallback.message}</Alert> : null}
      <ol className="flex flex-col gap-1 font-serif text-lg leading-relaxed">
        {chapter.verses.map((verse) => {
          const current = verse.verse === currentVerse;
          return (
            <li
              key={verse.verse}
              ref={current ? currentRef : undefined}
              aria-current={current ? 'true' : undefined}
              data-verse={verse.verse}
              className={cn(
                'scroll-my-24 rounded-lg px-2 py-1 transition-colors',
                current && 'bg-accent text-accent-foreground ring-1 ring-primary/40',
              )}
            >
              {verse.heading ? (
                <span className="mb-1 block font-sans text-sm font-semibold text-muted-foreground">
                  {verse.heading}
                </span>
              ) : null}
              <sup className="mr-1 font-sans text-xs font-semibold text-muted-foreground">
                {verse.verse}
              </sup>
              {verse.omitted ? (
                <span className="text-muted-foreground italic">
                  This verse is not in this translation.
                </span>
              ) : (
                plainVerseText(verse.text)
              )}
            </li>
          );
        })}
      </ol>
      {chapter.translation_note ? (
        <p className="text-xs text-muted-foreground">{chapter.translation_note}</p>
      ) : null}
    </>
  );
}
