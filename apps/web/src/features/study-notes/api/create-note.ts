import {
  CREATE_NOTE_FAILED,
  type CreateNoteInput,
  type StudyNote,
  studyNotesEndpoints,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportStudyNotesError } from '../utils/report-study-notes-error';
import { studyNotesQueryPrefix } from './query-keys';

/** POST /api/study-notes → 201 { note }. Without a verse it is a chapter note. */
export async function createNote(input: CreateNoteInput): Promise<StudyNote> {
  const { note } = await callApi(studyNotesEndpoints.create, { body: input });
  return note;
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...studyNotesQueryPrefix, 'create'],
    mutationFn: createNote,
    onError: (error, input) =>
      reportStudyNotesError(CREATE_NOTE_FAILED, error, {
        book: input.book,
        chapter: input.chapter,
        verse: input.verse,
      }),
    // The panel, the verse badges, the manager and its summary all show this note.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studyNotesQueryPrefix }),
  });
}
