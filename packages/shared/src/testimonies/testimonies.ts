// Testimonies on the wire (docs/product/prayers-and-testimonies.md) and their texts.

export const TESTIMONY_NOT_FOUND = 'Testimony not found';

export const TESTIMONY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonyStatus = (typeof TESTIMONY_STATUSES)[number];

/** A testimony: shown to other members only once an admin approves it. */
export interface Testimony {
  id: string;
  /** Only on the member's own testimonies and in the admin's view. */
  user_id?: string;
  author_name: string;
  prayer_id: string | null;
  title: string;
  content: string;
  status: TestimonyStatus;
  review_note: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** How many testimonies wait for review, are shared, and were not approved. */
export type TestimonyCounts = Record<TestimonyStatus, number>;

/**
 * The prayer a testimony tells of, as an admin may see it: its title, never its request
 * (docs/security.md#admins).
 */
export interface TestimonyPrayerTitle {
  id: string;
  title: string;
}
