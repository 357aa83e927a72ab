import { REVIEW_NOTE_MAX_LENGTH, type Testimony } from '@manna/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useReviewTestimony } from '../api/review-testimony';
import {
  NOTE_HINT,
  NOTE_LABEL,
  REVIEW_ACTIONS,
  REVIEW_FAILED,
  type ReviewAction,
} from '../utils/moderation-messages';

interface ReviewTestimonyDialogProps {
  testimony: Testimony;
  /** The action asked about; null while the dialog is closed. */
  action: ReviewAction | null;
  onClose: () => void;
}

/**
 * Asks before a review is sent. Rejecting and unpublishing take a note for the author; the
 * dialog stays open while saving, so a failure never loses it.
 */
export function ReviewTestimonyDialog({ testimony, action, onClose }: ReviewTestimonyDialogProps) {
  const review = useReviewTestimony();
  return (
    <PendingDialog
      open={action !== null}
      pending={review.isPending}
      onOpenChange={(next) => {
        if (next) return;
        review.reset();
        onClose();
      }}
    >
      <DialogContent closeLabel="Close">
        {action ? (
          <ReviewForm
            key={action}
            testimony={testimony}
            action={action}
            pending={review.isPending}
            error={review.error}
            onSubmit={(reviewNote) =>
              review.mutate(
                {
                  id: testimony.id,
                  review: {
                    status: action === 'approve' ? 'approved' : 'rejected',
                    review_note: reviewNote,
                  },
                },
                {
                  onSuccess: () => {
                    toast({ type: 'success', ...REVIEW_ACTIONS[action].toast });
                    onClose();
                  },
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </PendingDialog>
  );
}

interface ReviewFormProps {
  testimony: Testimony;
  action: ReviewAction;
  pending: boolean;
  error: unknown;
  onSubmit: (reviewNote: string | undefined) => void;
}

function ReviewForm({ testimony, action, pending, error, onSubmit }: ReviewFormProps) {
  const [note, setNote] = useState('');
  const words = REVIEW_ACTIONS[action];
  const takesNote = action !== 'approve';
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit(takesNote && note.trim() !== '' ? note : undefined);
      }}
    >
      <DialogHeading
        title={words.question}
        description={`“${testimony.title}”. ${words.explain}`}
      />
      {error ? <Alert title={REVIEW_FAILED}>{getErrorMessage(error)}</Alert> : null}
      {takesNote ? (
        <Field label={NOTE_LABEL} hint={NOTE_HINT}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={REVIEW_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <DialogActions
        pending={pending}
        actionLabel={words.button}
        pendingLabel={words.pending}
        variant={action === 'approve' ? 'primary' : 'destructive'}
      />
    </form>
  );
}
