import {
  LOADING_SCRIPTURE_MESSAGE,
  type PassageResult,
  type TranslationId,
  translationInfo,
  UNABLE_TO_LOAD_MESSAGE,
} from '@manna/shared';
import { AArrowDown, AArrowUp, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  canStepFontSize,
  FontFamilySelect,
  FontSizeSelect,
  fontSizeLabel,
  useReaderSettings,
} from '@/features/reader-settings';
import { usePassage } from '../api/get-passage';
import { styleChapterVerses } from '../utils/style-verse-text';
import { TranslationSelect } from './translation-select';
import { VerseSegments } from './verse-segments';

// The live preview shows John 3:16 and John 14:6 (docs/product/scripture.md#reader-settings).
export const PREVIEW_REFERENCES = ['John 3:16', 'John 14:6'] as const;
const SAVED_VISIBLE_MS = 2500;

/**
 * The passage in the chosen translation; if that cannot be loaded, the same verses in the KJV
 * (the reading default) so the preview still shows how text will look.
 */
function usePreviewPassage(reference: string, translation: TranslationId) {
  const chosen = usePassage({ reference, translation });
  const needsKjv = chosen.isError && translation !== 'kjv';
  const kjv = usePassage({ reference, translation: 'kjv' }, { enabled: needsKjv });
  const data: PassageResult | undefined = chosen.data ?? (needsKjv ? kjv.data : undefined);
  const isLoading = chosen.isPending || (needsKjv && kjv.isPending);
  return { data, isLoading, usedKjvInstead: needsKjv && kjv.data !== undefined };
}

function PreviewVerse({ reference }: { reference: string }) {
  const { translation, textStyle } = useReaderSettings();
  const { data, isLoading, usedKjvInstead } = usePreviewPassage(reference, translation);

  if (isLoading) {
    return <Spinner label={LOADING_SCRIPTURE_MESSAGE} showLabel className="py-2" />;
  }
  if (!data || data.verses.length === 0) {
    return <p className="text-sm text-muted-foreground">{UNABLE_TO_LOAD_MESSAGE}</p>;
  }
  const segments = styleChapterVerses(
    data.verses.map((verse) => ({ verse: verse.verse, text: verse.text })),
  );
  const abbreviation = translationInfo(data.translation_id).abbreviation;
  return (
    <figure className="flex flex-col gap-2" data-reference={reference}>
      <blockquote className="scripture-text text-foreground" style={textStyle}>
        <p>
          {segments.map((verseSegments, index) => (
            <span key={data.verses[index]?.verse ?? index}>
              {index > 0 ? ' ' : null}
              <VerseSegments segments={verseSegments} />
            </span>
          ))}
        </p>
      </blockquote>
      <figcaption className="text-sm font-medium text-muted-foreground">
        {data.reference} <span className="font-normal">({abbreviation})</span>
        {usedKjvInstead || data.fallback ? (
          <span className="block text-xs font-normal">
            {data.fallback?.message ??
              `${translationInfo(translation).abbreviation} could not be loaded, so the KJV is shown.`}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** Shows 'Saved' for a moment after any change to the reader settings. */
function useSavedNotice(signature: string): boolean {
  const [visible, setVisible] = useState(false);
  const previous = useRef(signature);
  useEffect(() => {
    if (previous.current === signature) return;
    previous.current = signature;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [signature]);
  return visible;
}

/**
 * The readers' Settings tab and Settings › Appearance (docs/product/scripture.md#reader-settings):
 * Bible Translation, font size and font family, with a live preview of John 3:16 and 14:6. Every
 * change is saved at once to this device's local storage, and from there to the account.
 */
export function ReaderSettingsPanel() {
  const settings = useReaderSettings();
  const { translation, fontSize, fontFamily, setTranslation, stepFontSize } = settings;
  const saved = useSavedNotice(`${translation}|${fontSize}|${fontFamily}`);
  const previewTitleId = useId();

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="pb-4 sm:pb-4">
          <div className="flex items-start justify-between gap-3">
            <CardTitle>Reading settings</CardTitle>
            <p
              role="status"
              className="flex h-7 items-center gap-1 text-sm font-medium text-success"
            >
              {saved ? (
                <>
                  <Check aria-hidden="true" className="size-4" />
                  Saved
                </>
              ) : null}
            </p>
          </div>
          <CardDescription>
            Changes are saved automatically and follow you to every device you sign in on.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TranslationSelect
            label="Bible Translation"
            value={translation}
            onChange={setTranslation}
          />
          <div className="flex items-end gap-2">
            <FontSizeSelect className="min-w-0 flex-1" />
            <Button
              variant="outline"
              size="icon"
              aria-label="Smaller text"
              onClick={() => stepFontSize(-1)}
              disabled={!canStepFontSize(fontSize, -1)}
            >
              <AArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Larger text"
              onClick={() => stepFontSize(1)}
              disabled={!canStepFontSize(fontSize, 1)}
            >
              <AArrowUp aria-hidden="true" />
            </Button>
          </div>
          <FontFamilySelect />
        </CardContent>
      </Card>

      <Card>
        <section aria-labelledby={previewTitleId}>
          <CardHeader className="pb-3 sm:pb-3">
            <h3 id={previewTitleId} className="font-serif text-lg font-semibold">
              Preview
            </h3>
            <CardDescription>
              {fontSizeLabel(fontSize)}, line height {settings.lineHeight}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {PREVIEW_REFERENCES.map((reference) => (
              <PreviewVerse key={reference} reference={reference} />
            ))}
          </CardContent>
        </section>
      </Card>
    </div>
  );
}
