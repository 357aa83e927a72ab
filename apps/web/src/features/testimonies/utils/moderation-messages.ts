// The admin's review screens' words (docs/product/prayers-and-testimonies.md#moderation).
import type { TestimonyStatus } from '@manna/shared';

export const REVIEW_TITLE = 'Testimony review';
export const REVIEW_QUEUES_LABEL = 'Review queues';
export const BACK_TO_ADMIN = 'Admin';
export const BACK_TO_QUEUE = 'All testimonies to review';

/** A queue's name, and a testimony's status as an admin reads it. */
export const REVIEW_STATUS_LABELS: Record<TestimonyStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const EMPTY_QUEUE: Record<TestimonyStatus, string> = {
  pending: 'No testimonies are waiting for review.',
  approved: 'No testimonies have been approved yet.',
  rejected: 'No testimonies have been rejected.',
};

export const LOADING_QUEUE = 'Loading testimonies...';
export const LOADING_REVIEW = 'Loading testimony...';
export const FETCH_QUEUE_FAILED = 'Testimonies could not be loaded';
export const FETCH_REVIEW_FAILED = 'This testimony could not be loaded';
export const REVIEW_FAILED = 'The review could not be saved';
export const NOTE_LABEL = 'Note to the author (optional)';
export const NOTE_HINT = 'The author sees this note with their testimony. Other members never do.';

export type ReviewAction = 'approve' | 'reject' | 'unpublish';

/** What each action asks first, its button, and the toast once it is done. */
export const REVIEW_ACTIONS: Record<
  ReviewAction,
  {
    button: string;
    question: string;
    explain: string;
    pending: string;
    toast: { title: string; message: string };
  }
> = {
  approve: {
    button: 'Approve',
    question: 'Approve this testimony?',
    explain: 'It will be shared with every member on Testimonies.',
    pending: 'Approving...',
    toast: { title: 'Testimony approved', message: 'It is now shared with the community.' },
  },
  reject: {
    button: 'Reject',
    question: 'Reject this testimony?',
    explain: 'Only its author will see it, with your note.',
    pending: 'Rejecting...',
    toast: { title: 'Testimony rejected', message: 'Its author will see your note.' },
  },
  unpublish: {
    button: 'Unpublish',
    question: 'Unpublish this testimony?',
    explain:
      'Members will no longer see it. It moves to Rejected, and its author sees your note. You can approve it again later.',
    pending: 'Unpublishing...',
    toast: { title: 'Testimony unpublished', message: 'Members no longer see it.' },
  },
};

/** What an admin may do with a testimony of each status. */
export const ACTIONS_FOR: Record<TestimonyStatus, readonly ReviewAction[]> = {
  pending: ['approve', 'reject'],
  approved: ['unpublish'],
  rejected: ['approve'],
};
