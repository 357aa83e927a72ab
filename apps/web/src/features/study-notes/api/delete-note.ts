import { DELETE_NOTE_FAILED, NOTE_DELETED_TOAST, studyNotesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callApi } from '@/lib/api-client';
import { reportStudyNotesError } from '../utils/report-study-notes-error';
import { studyNotesQueryPrefix } from './query-keys';

/** DELETE /api/study-notes/:id → 204. */
export async function deleteNote(id: string): Promise<void> {
  await callApi(studyNotesEndpoints.remove, { params: { id } });
}

/** Deletes a note and says so ('Study Note Deleted'), wherever it is deleted from. */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...studyNotesQueryPrefix, 'delete'],
    mutationFn: deleteNote,
    onError: (error, id) => reportStudyNotesError(DELETE_NOTE_FAILED, error, { id }),
    onSuccess: () => {
      toast({ type: 'success', ...NOTE_DELETED_TOAST });
      void queryClient.invalidateQueries({ queryKey: studyNotesQueryPrefix });
    },
    // A note already gone (404) should vanish from the lists too.
    onSettled: (_data, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: studyNotesQueryPrefix });
    },
  });
}
