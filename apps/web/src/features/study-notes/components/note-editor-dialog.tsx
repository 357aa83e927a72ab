import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADD_NOTE_TITLE,
  BIBLE_BOOKS,
  type CreateNoteData,
  type CreateNoteInput,
  createNoteInputSchema,
  DEFAULT_NOTE_COLOR,
  defaultNoteTypeFor,
  EDIT_NOTE_TITLE,
  findBookByName,
  NOTE_ADDED_TOAST,
  NOTE_COLORS,
  NOTE_CONTENT_LABEL,
  NOTE_UPDATED_TOAST,
  type NoteColor,
  type NoteType,
  normalizeTags,
  SAVING_LABEL,
  type StudyNote,
  type TranslationId,
  type UpdateNoteData,
  updateNoteInputSchema,
  verseReferenceOf,
} from '@manna/shared';
import { Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ColorField } from '@/components/form/color-field';
import { Button } from '@/components/ui/button';
import { DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateNote } from '../api/create-note';
import { type UpdateNoteVariables, useUpdateNote } from '../api/update-note';
import { NoteTypeOptions, TranslationOptions } from './note-select-options';

/** What the editor works on: a new note on a chapter or verse, or an existing note. */
export type NoteEditorTarget =
  | {
      mode: 'create';
      book: string;
      chapter: number;
      /** null or absent: a chapter note. */
      verse?: number | null;
      translation: TranslationId;
    }
  | { mode: 'edit'; note: StudyNote };

export interface NoteToast {
  title: string;
  message: string;
}

export interface NoteEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while nothing is being edited (the dialog stays closed). */
  target: NoteEditorTarget | null;
  /** The toast after creating; NOTE_ADDED_TOAST unless given (the verse modal says 'Note Saved'). */
  createdToast?: NoteToast;
  /**
   * Create mode only: let the member pick the book, chapter, verse and translation (the manager's
   * Add). Otherwise the target's reference is fixed.
   */
  chooseReference?: boolean;
}

export const SAVE_NOTE_LABEL = 'Save Note';

interface EditorValues {
  book: string;
  chapter: string;
  verse: string;
  translation: string;
  title: string;
  content: string;
  note_type: NoteType;
  tags: string[];
  color: NoteColor;
}

function initialValues(target: NoteEditorTarget): EditorValues {
  if (target.mode === 'edit') {
    const { note } = target;
    return {
      book: note.book,
      chapter: String(note.chapter),
      verse: note.verse === null ? '' : String(note.verse),
      translation: note.translation,
      title: note.title ?? '',
      content: note.content,
      note_type: note.note_type,
      tags: [...note.tags],
      color: note.color,
    };
  }
  const verse = target.verse ?? null;
  return {
    book: target.book,
    chapter: String(target.chapter),
    verse: verse === null ? '' : String(verse),
    translation: target.translation,
    title: '',
    content: '',
    // A verse note when a verse is given, otherwise a chapter note.
    note_type: defaultNoteTypeFor(verse),
    tags: [],
    color: DEFAULT_NOTE_COLOR,
  };
}

function targetKey(target: NoteEditorTarget): string {
  return target.mode === 'edit'
    ? `edit:${target.note.id}`
    : `create:${target.book}:${target.chapter}:${target.verse ?? ''}`;
}

/** What a valid form sends: a new note, or the changes to an existing one. */
type NoteSubmission =
  | { mode: 'create'; note: CreateNoteData }
  | { mode: 'edit'; id: string; changes: UpdateNoteData };

/** A new note: the API's schema, over the form's strings (an empty verse is a chapter note). */
const createNoteFormSchema: z.ZodType<NoteSubmission, EditorValues> = z
  .preprocess(
    (values: EditorValues) => ({
      ...values,
      verse: values.verse.trim() === '' ? null : values.verse,
    }),
    createNoteInputSchema,
  )
  .transform((note) => ({ mode: 'create' as const, note }));

/** An edit sends only the title, content, type, tags and color. */
const editNoteFormSchema = (id: string): z.ZodType<NoteSubmission, EditorValues> =>
  z
    .preprocess(
      ({ title, content, note_type, tags, color }: EditorValues) => ({
        title,
        content,
        note_type,
        tags,
        color,
      }),
      updateNoteInputSchema,
    )
    .transform((changes) => ({ mode: 'edit' as const, id, changes }));

/**
 * The note editor (docs/product/study-notes-and-bookmarks.md#note-editor): 'Add Study Note' or
 * 'Edit Study Note', with title, 'Note Content *', type, tags and color. On success it closes; on
 * failure the error is reported (the 'Study Notes Error' toast) and the modal stays open with what
 * was typed.
 */
export function NoteEditorDialog({
  open,
  onOpenChange,
  target,
  createdToast,
  chooseReference = false,
}: NoteEditorDialogProps) {
  const createNote = useCreateNote();
  const updateNote = useUpdateNote();
  const saving = createNote.isPending || updateNote.isPending;

  return (
    <PendingDialog open={open && target !== null} onOpenChange={onOpenChange} pending={saving}>
      <DialogContent closeLabel="Close note editor">
        {target ? (
          <NoteEditorForm
            key={targetKey(target)}
            target={target}
            chooseReference={chooseReference && target.mode === 'create'}
            saving={saving}
            onCreate={createNote.mutateAsync}
            onUpdate={updateNote.mutateAsync}
            onSaved={() => {
              const saved =
                target.mode === 'edit' ? NOTE_UPDATED_TOAST : (createdToast ?? NOTE_ADDED_TOAST);
              toast({ type: 'success', title: saved.title, message: saved.message });
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </PendingDialog>
  );
}

interface NoteEditorFormProps {
  target: NoteEditorTarget;
  chooseReference: boolean;
  saving: boolean;
  onCreate: (input: CreateNoteInput) => Promise<StudyNote>;
  onUpdate: (variables: UpdateNoteVariables) => Promise<StudyNote>;
  onSaved: () => void;
}

function NoteEditorForm({
  target,
  chooseReference,
  saving,
  onCreate,
  onUpdate,
  onSaved,
}: NoteEditorFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<EditorValues, unknown, NoteSubmission>({
    defaultValues: initialValues(target),
    resolver: zodResolver(
      target.mode === 'edit' ? editNoteFormSchema(target.note.id) : createNoteFormSchema,
    ),
  });
  const [tagDraft, setTagDraft] = useState('');
  const tagListId = useId();

  const [book, chapter, verse, content, tags, color] = watch([
    'book',
    'chapter',
    'verse',
    'content',
    'tags',
    'color',
  ]);
  const contentMissing = content.trim() === '';
  const chapterCount = findBookByName(book)?.chapters ?? 1;
  const reference =
    target.mode === 'edit'
      ? target.note.verse_reference
      : verseReferenceOf(book, Number(chapter), verse === '' ? null : Number(verse));

  const addTag = () => {
    // Trimmed, ignored if empty or a duplicate.
    setValue('tags', normalizeTags([...tags, tagDraft]), { shouldDirty: true });
    setTagDraft('');
  };
  const removeTag = (tag: string) => {
    setValue(
      'tags',
      tags.filter((candidate) => candidate !== tag),
      { shouldDirty: true },
    );
  };
  const onTagKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the tag rather than submitting the note.
    event.preventDefault();
    addTag();
  };

  const save = handleSubmit(async (submission) => {
    if (saving) return;
    try {
      if (submission.mode === 'edit') {
        const {
          title,
          content: text,
          note_type,
          tags: cleanTags,
          color: chosen,
        } = submission.changes;
        // Only these five are sent; an emptied title clears the note's title.
        await onUpdate({
          id: submission.id,
          changes: {
            title: title ?? null,
            content: text,
            note_type,
            tags: cleanTags,
            color: chosen,
          },
        });
      } else {
        const { note } = submission;
        await onCreate({
          book: note.book,
          chapter: note.chapter,
          // No verse makes a chapter note; an empty title is left out.
          ...(note.verse != null && { verse: note.verse }),
          translation: note.translation,
          note_type: note.note_type ?? defaultNoteTypeFor(note.verse),
          ...(note.title && { title: note.title }),
          content: note.content,
          tags: note.tags,
          color: note.color,
        });
      }
    } catch {
      // Reported by the mutation ('Study Notes Error'); the text stays for another try.
      return;
    }
    onSaved();
  });
  // Save does nothing while the trimmed content is empty (no message either).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (contentMissing) event.preventDefault();
    else void save(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeading
        title={target.mode === 'edit' ? EDIT_NOTE_TITLE : ADD_NOTE_TITLE}
        description={reference}
      />

      {chooseReference ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Book" error={errors.book?.message} className="col-span-2">
            {(control) => (
              <Select
                {...control}
                {...register('book', {
                  onChange: (event: { target: { value: string } }) => {
                    const chapters = findBookByName(event.target.value)?.chapters ?? 1;
                    if (Number(chapter) > chapters) setValue('chapter', '1');
                  },
                })}
              >
                {BIBLE_BOOKS.map((option) => (
                  <option key={option.code} value={option.name}>
                    {option.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Chapter" error={errors.chapter?.message}>
            {(control) => (
              <Select {...control} {...register('chapter')}>
                {Array.from({ length: chapterCount }, (_, index) => String(index + 1)).map(
                  (option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ),
                )}
              </Select>
            )}
          </Field>
          <Field label="Verse (optional)" error={errors.verse?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                placeholder="Whole chapter"
                {...register('verse', {
                  onChange: (event: { target: { value: string } }) => {
                    // The default type follows the verse until the member picks one.
                    if (getFieldState('note_type').isDirty) return;
                    const given = event.target.value.trim() !== '';
                    setValue('note_type', defaultNoteTypeFor(given ? 1 : null));
                  },
                })}
              />
            )}
          </Field>
          <Field label="Translation" error={errors.translation?.message} className="col-span-2">
            {(control) => (
              <Select {...control} {...register('translation')}>
                <TranslationOptions />
              </Select>
            )}
          </Field>
        </div>
      ) : null}

      <Field label="Title (optional)" error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
      </Field>

      <Field label={NOTE_CONTENT_LABEL} error={errors.content?.message}>
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={6}
            placeholder="Write your thoughts, insights or questions..."
            {...register('content')}
          />
        )}
      </Field>

      <Field label="Note Type" error={errors.note_type?.message}>
        {(control) => (
          <Select {...control} {...register('note_type')}>
            <NoteTypeOptions />
          </Select>
        )}
      </Field>

      <div className="flex flex-col gap-2">
        <Field label="Tags" error={errors.tags?.message} hint="Press Enter or Add after each tag.">
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                aria-describedby={
                  [control['aria-describedby'], tags.length > 0 ? tagListId : null]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                value={tagDraft}
                onChange={(event) => setTagDraft(event.target.value)}
                onKeyDown={onTagKeyDown}
                autoComplete="off"
                enterKeyHint="enter"
                placeholder="e.g. faith"
              />
              <Button
                type="button"
                variant="outline"
                className="shrink-0"
                aria-label="Add tag"
                onClick={addTag}
              >
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
          )}
        </Field>
        {tags.length > 0 ? (
          <ul id={tagListId} aria-label="Tags on this note" className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
              >
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => removeTag(tag)}
                  className="rounded-full p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <ColorField
        colors={NOTE_COLORS}
        value={color}
        registration={register('color')}
        swatchSize="size-8"
      />

      <DialogActions
        className="pt-2"
        pending={saving}
        disabled={contentMissing}
        actionLabel={SAVE_NOTE_LABEL}
        pendingLabel={SAVING_LABEL}
      />
    </form>
  );
}
