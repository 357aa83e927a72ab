// The filter controls the notes panel and the notes manager share: the Filter toggle, the search
// box and the note-type select.
import { NOTE_TYPES, type NoteType } from '@manna/shared';
import { Filter, Search } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { NoteTypeOptions } from './note-select-options';

export interface FilterToggleProps {
  /** The filters are shown. */
  expanded: boolean;
  /** The id of the filters' container. */
  controls: string;
  onToggle: () => void;
}

/** 'Filter': shows and hides the filters. */
export function FilterToggle({ expanded, controls, onToggle }: FilterToggleProps) {
  return (
    <Button
      variant={expanded ? 'secondary' : 'ghost'}
      size="sm"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Filter aria-hidden="true" />
      Filter
    </Button>
  );
}

export interface NotesSearchFieldProps {
  inputRef?: Ref<HTMLInputElement>;
  placeholder: string;
  value: string;
  onChange: (search: string) => void;
}

/** 'Search notes': a search box with a magnifier. */
export function NotesSearchField({
  inputRef,
  placeholder,
  value,
  onChange,
}: NotesSearchFieldProps) {
  return (
    <Field label="Search notes">
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            {...control}
            ref={inputRef}
            type="search"
            className="h-10 pl-9 text-sm"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

export interface NoteTypeFilterProps {
  /** '': all types. */
  value: NoteType | '';
  onChange: (noteType: NoteType | '') => void;
}

/** 'Note type': all types, or one. */
export function NoteTypeFilter({ value, onChange }: NoteTypeFilterProps) {
  return (
    <Field label="Note type">
      {(control) => (
        <Select
          {...control}
          density="compact"
          value={value}
          onChange={(event) =>
            onChange(NOTE_TYPES.find((noteType) => noteType === event.target.value) ?? '')
          }
        >
          <option value="">All types</option>
          <NoteTypeOptions />
        </Select>
      )}
    </Field>
  );
}
