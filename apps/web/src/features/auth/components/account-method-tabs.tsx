import { type ReactNode, useState } from 'react';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { pillTabClassName, pillTabListClassName } from '@/components/ui/tab-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AccountMethod } from '@/config/paths';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';

// The phone forms carry libphonenumber-js's metadata (tens of KB): their own chunks, fetched when
// the Phone tab opens, so /login and /register load as before for the e-mail form.
export const LazyPhoneSignInForm = lazyExport(
  () => import('./phone-sign-in-form'),
  'PhoneSignInForm',
);
export const LazyPhoneSignUpForm = lazyExport(
  () => import('./phone-sign-up-form'),
  'PhoneSignUpForm',
);
export const LazyPhonePasswordResetForm = lazyExport(
  () => import('./phone-password-reset-form'),
  'PhonePasswordResetForm',
);

interface AccountMethodTabsProps {
  /** What the tab list is for, for screen readers: "Sign in with". */
  label: string;
  /** False on a server without SMS: the e-mail form alone, without tabs. */
  phoneOffered: boolean;
  /** The tab open at first (`?method=phone`, paths.ts), when phone is offered. */
  initialMethod?: AccountMethod;
  email: ReactNode;
  phone: ReactNode;
}

/** 'Email' or 'Phone' (docs/product/accounts-and-shell.md#sign-up-by-phone). */
export function AccountMethodTabs({
  label,
  phoneOffered,
  initialMethod = 'email',
  email,
  phone,
}: AccountMethodTabsProps) {
  const [method, setMethod] = useState<string>(initialMethod);
  // One tree whether or not phone is offered: the answer saying so arrives after the form shows,
  // and the e-mail form must keep what the member already typed (it would remount otherwise).
  return (
    <Tabs
      value={phoneOffered ? method : 'email'}
      onValueChange={setMethod}
      className="flex flex-col gap-5"
    >
      {phoneOffered ? (
        <TabsList aria-label={label} className={pillTabListClassName}>
          <TabsTrigger value="email" className={pillTabClassName}>
            Email
          </TabsTrigger>
          <TabsTrigger value="phone" className={pillTabClassName}>
            Phone
          </TabsTrigger>
        </TabsList>
      ) : null}
      {/* Named apart from the tabs: a panel named 'Email' would answer for the e-mail field's label
          too, and every screen and test finds that field by its label. */}
      <TabsContent value="email" aria-labelledby={undefined} aria-label="With your e-mail address">
        {email}
      </TabsContent>
      {phoneOffered ? (
        <TabsContent value="phone" aria-labelledby={undefined} aria-label="With your mobile">
          <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>{phone}</LazyBoundary>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
