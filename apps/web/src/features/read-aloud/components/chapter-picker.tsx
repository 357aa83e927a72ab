import {
  findBookByCode,
  isTranslationId,
  NEW_TESTAMENT_BOOKS,
  OLD_TESTAMENT_BOOKS,
  TRANSLATIONS,
  translationLabel,
} from '@manna/shared';
import { type ComponentProps, useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { ReadAloudSelection } from '../utils/selection';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs',
        'transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

interface ChapterPickerProps {
  selection: ReadAloudSelection;
  onChange: (selection: ReadAloudSelection) => void;
}

export function ChapterPicker({ selection, onChange }: ChapterPickerProps) {
  const id = useId();
  const chapterCount = findBookByCode(selection.book)?.chapters ?? 1;
  return (
    <div className="grid gap-4 sm:grid-cols-[1.4fr_1.4fr_0.8fr]">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-translation`}>Translation</Label>
        <NativeSelect
          id={`${id}-translation`}
          value={selection.translation}
          onChange={(event) => {
            const translation = event.target.value;
            if (isTranslationId(translation)) onChange({ ...selection, translation });
          }}
        >
          {TRANSLATIONS.map((translation) => (
            <option key={translation.id} value={translation.id}>
              {translationLabel(translation)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-book`}>Book</Label>
        <NativeSelect
          id={`${id}-book`}
          value={selection.book}
          onChange={(event) => onChange({ ...selection, book: event.target.value, chapter: 1 })}
        >
          {[
            { label: 'Old Testament', books: OLD_TESTAMENT_BOOKS },
            { label: 'New Testament', books: NEW_TESTAMENT_BOOKS },
          ].map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.books.map((book) => (
                <option key={book.code} value={book.code}>
                  {book.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-chapter`}>Chapter</Label>
        <NativeSelect
          id={`${id}-chapter`}
          value={selection.chapter}
          onChange={(event) => onChange({ ...selection, chapter: Number(event.target.value) })}
        >
          {Array.from({ length: chapterCount }, (_, index) => index + 1).map((chapter) => (
            <option key={chapter} value={chapter}>
              {chapter}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** The book's display name for a code, e.g. 'JHN' → 'John'. */
export function bookName(code: string): string {
  return findBookByCode(code)?.name ?? code;
}
