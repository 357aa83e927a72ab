// The testimony screens' own words (docs/product/prayers-and-testimonies.md#testimonies).
import type { TestimonyStatus } from '@manna/shared';

export const TESTIMONIES_TITLE = 'Testimonies';
export const SHARE_TESTIMONY_TITLE = 'Share a testimony';
export const COMMUNITY_TAB_LABEL = 'Community';
export const MY_TESTIMONIES_TAB_LABEL = 'My testimonies';
export const LOAD_MORE_TESTIMONIES = 'Load more testimonies';
export const LOADING_TESTIMONIES = 'Loading testimonies...';
export const LOADING_TESTIMONY = 'Loading testimony...';
export const FETCH_TESTIMONIES_FAILED = 'Testimonies could not be loaded';
export const FETCH_TESTIMONY_FAILED = 'This testimony could not be loaded';
export const SHARE_TESTIMONY_FAILED = 'Your testimony could not be sent';
export const DELETE_TESTIMONY_FAILED = 'This testimony could not be deleted';

/** A member's own testimony, as its status reads to them. */
export const TESTIMONY_STATUS_LABELS: Record<TestimonyStatus, string> = {
  pending: 'Pending review',
  approved: 'Shared',
  rejected: 'Not approved',
};

export const WAITING_FOR_REVIEW = 'Waiting for review';
export const REVIEWER_NOTE_LABEL = "Reviewer's note";

export const TESTIMONY_SENT_TOAST = {
  title: 'Testimony sent for review',
  message: 'Thank you for sharing. It will appear to others once it has been reviewed.',
} as const;
export const TESTIMONY_DELETED_TOAST = {
  title: 'Testimony deleted',
  message: 'Your testimony has been removed.',
} as const;
