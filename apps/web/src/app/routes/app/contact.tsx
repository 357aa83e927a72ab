import { ContactScreen } from '@/features/support/components/contact-screen';

/** /settings/contact: the member's conversation with the staff. */
export function ContactRoute() {
  return (
    <>
      <title>Contact us · Manna</title>
      <ContactScreen />
    </>
  );
}
