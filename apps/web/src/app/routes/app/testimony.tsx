import { useParams } from 'react-router';
import { TestimonyScreen } from '@/features/testimonies/components/testimony-screen';

/** /testimonies/:id (the screen sets the document title). Keyed by id: each one starts afresh. */
export function TestimonyRoute() {
  const { id = '' } = useParams();
  return <TestimonyScreen key={id} id={id} />;
}
