import { findBookByCode, NEW_TESTAMENT_BOOKS, OLD_TESTAMENT_BOOKS } from '@manna/shared';
import { SelectField } from '@/features/reader-settings';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { ChapterLocation } from '../utils/last-read';

interface BookChapterPickerProps {
  book: string;
  chapter: number;
  onChange: (location: ChapterLocation) => void;
  className?: string;
}

const TESTAMENTS = [
  { label: 'Old Testament', books: OLD_TESTAMENT_BOOKS },
  { label: 'New Testament', books: NEW_TESTAMENT_BOOKS },
] as const;

/** Book (grouped by testament, with chapter counts) and chapter; choosing one navigates. */
export function BookChapterPicker({ book, chapter, onChange, className }: BookChapterPickerProps) {
  const current = findBookByCode(book);
  const chapters = current?.chapters ?? 0;
  return (
    <div className={cn('grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3', className)}>
      <SelectField
        label="Book"
        value={current?.code ?? ''}
        onChange={(event) => onChange({ book: event.target.value, chapter: 1 })}
      >
        {TESTAMENTS.map(({ label, books }) => (
          <optgroup key={label} label={label}>
            {books.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {`${candidate.name} (${formatCount(candidate.chapters, 'chapter')})`}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        label="Chapter"
        value={chapter}
        onChange={(event) =>
          onChange({ book: current?.code ?? book, chapter: Number(event.target.value) })
        }
      >
        {Array.from({ length: chapters }, (_, index) => index + 1).map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
