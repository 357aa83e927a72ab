// Testimonies: what other parts of the app use. The screens are imported by the route module
// (app/routes/app/testimonies.tsx) from './components/*'.
export {
  communityTestimoniesQueryKey,
  myTestimoniesQueryKey,
  testimoniesQueryPrefix,
  testimonyQueryKey,
} from './api/query-keys';
export {
  BLANK_TESTIMONY_DRAFT,
  type TestimonyDraft,
  testimonyDraftFromPrayer,
} from './utils/testimony-draft';
export { TESTIMONY_STATUS_LABELS } from './utils/testimony-messages';
