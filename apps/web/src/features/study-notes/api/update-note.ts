import {
  type StudyNote,
  studyNotesEndpoints,
  UPDATE_NOTE_FAILED,
  type UpdateNoteInput,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportStudyNotesError } from '../utils/report-study-notes-error';
import { studyNotesQueryPrefix } from './query-keys';

export interface UpdateNoteVariables {
  id: string;
  /** Only title, content, note_type, tags and color are sent. */
  changes: UpdateNoteInput;
}

/** PATCH /api/study-notes/:id → { note }. */
export async function updateNote({ id, changes }: UpdateNoteVariables): Promise<StudyNote> {
  const body: UpdateNoteInput = {};
  if (changes.title !== undefined) body.title = changes.title;
  if (changes.content !== undefined) body.content = changes.content;
  if (changes.note_type !== undefined) body.note_type = changes.note_type;
  if (changes.tags !== undefined) body.tags = changes.tags;
  if (changes.color !== undefined) body.color = changes.color;
  const { note } = await callApi(studyNotesEndpoints.update, { params: { id }, body });
  return note;
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...studyNotesQueryPrefix, 'update'],
    mutationFn: updateNote,
    onError: (error, { id }) => reportStudyNotesError(UPDATE_NOTE_FAILED, error, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studyNotesQueryPrefix }),
  });
}
