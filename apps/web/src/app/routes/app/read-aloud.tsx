import { ReadAloudScreen } from '@/features/read-aloud';

/** /tts and /tts2 (SPEC §2 "tools"): hear a chapter read aloud. */
export function ReadAloudRoute() {
  return <ReadAloudScreen />;
}
