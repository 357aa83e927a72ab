// Prayers on the wire (docs/product/prayers-and-testimonies.md) and their texts.

export const PRAYER_NOT_FOUND = 'Prayer not found';

/** A prayer request (docs/product/prayers-and-testimonies.md#entities). */
export interface Prayer {
  id: string;
  user_id: string;
  title: string;
  content: string;
  is_private: boolean;
  is_answered: boolean;
  answer_details: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
  /** The journal entry this prayer was linked to, if any. */
  journal_entry_id: string | null;
}
