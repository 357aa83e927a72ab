import { ReadAloudScreen } from '@/features/read-aloud';

/** /tts and /tts2 (docs/product/scripture.md#read-aloud): hear a chapter read aloud. */
export function ReadAloudRoute() {
  return <ReadAloudScreen />;
}
