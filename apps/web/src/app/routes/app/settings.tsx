import { useSearchParams } from 'react-router';
import { AfterHeading } from '@/components/ui/after-heading';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { loadDeleteAccountCard } from '@/features/account-deletion';
import { useUser } from '@/features/auth';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { loadYourDataCard } from '@/features/data-export';
import { loadTokenHistory } from '@/features/purchases';
import { loadPushRemindersSwitch } from '@/features/push';
import { loadRemindersSection } from '@/features/reminders';
import { loadReaderSettingsPanel } from '@/features/scripture';
import {
  AccountSection,
  loadAppearanceSection,
  loadSecuritySection,
  parseSettingsTab,
  SettingsTabs,
  settingsTabLabel,
  TimeZoneCard,
} from '@/features/settings';
import { ContactCard } from '@/features/support';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';

// The token history loads with its tab (docs/product/purchases.md#token-history-in-settings).
const TokenHistory = lazyExport(loadTokenHistory, 'TokenHistory');
// The reminders load with their tab too (docs/product/reminders.md#in-settings).
const RemindersSection = lazyExport(loadRemindersSection, 'RemindersSection');
// Beside them, this device's push switch (docs/product/reminders.md#push).
const PushRemindersSwitch = lazyExport(loadPushRemindersSwitch, 'PushRemindersSwitch');
// The reading preferences are the readers' own panel, preview included, so each preference has
// one control wherever it is changed (docs/product/accounts-and-shell.md#reading-preferences).
const ReaderSettingsPanel = lazyExport(loadReaderSettingsPanel, 'ReaderSettingsPanel');
// Dark mode, with Radix Switch, and the security forms, with zod and the QR code, load with their
// tabs: /settings opens on the Account tab (docs/decisions/005-first-load-budget.md).
const AppearanceSection = lazyExport(loadAppearanceSection, 'AppearanceSection');
const SecuritySection = lazyExport(loadSecuritySection, 'SecuritySection');
// Download everything, or import an export (docs/product/your-data.md).
const YourDataCard = lazyExport(loadYourDataCard, 'YourDataCard');
// Last on the Account tab, loaded with it (docs/product/accounts-and-shell.md#delete-my-account).
const DeleteAccountCard = lazyExport(loadDeleteAccountCard, 'DeleteAccountCard');

// The room of the two cards above, kept while they load so that the contact card and Sign out
// below stay put (measured in Chromium at 375 and 1280 px wide).
const DATA_AND_DELETION_ROOM = 'min-h-[63.5rem] sm:min-h-[52.5rem]';

export function SettingsRoute() {
  const { data: user } = useUser();
  const [searchParams] = useSearchParams();
  const tab = parseSettingsTab(searchParams.get('tab'));
  if (!user) return null;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${settingsTabLabel(tab)} settings · Manna`}</title>
      <h1 className="font-serif text-3xl font-semibold">Settings</h1>
      <SettingsTabs current={tab} />
      <section aria-label={settingsTabLabel(tab)}>
        {tab === 'account' ? (
          <div className="flex flex-col gap-6">
            <AccountSection user={user} />
            <TimeZoneCard user={user} />
            {/* After the heading (the export's import checks bring zod), in their room. */}
            <AfterHeading
              placeholder={
                <div className={DATA_AND_DELETION_ROOM}>
                  <SectionSpinner label="Loading..." />
                </div>
              }
            >
              <div className="flex flex-col gap-6">
                <YourDataCard />
                <DeleteAccountCard />
              </div>
            </AfterHeading>
          </div>
        ) : null}
        {tab === 'tokens' ? (
          <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>
            <TokenHistory user={user} />
          </LazyBoundary>
        ) : null}
        {tab === 'appearance' ? (
          <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>
            <div className="flex flex-col gap-6">
              <AppearanceSection />
              <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>
                <ReaderSettingsPanel />
              </LazyBoundary>
            </div>
          </LazyBoundary>
        ) : null}
        {tab === 'reminders' ? (
          <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>
            <RemindersSection />
          </LazyBoundary>
        ) : null}
        {tab === 'reminders' ? (
          <LazyBoundary fallback={null}>
            <div className="mt-6">
              <PushRemindersSwitch />
            </div>
          </LazyBoundary>
        ) : null}
        {tab === 'security' ? (
          <LazyBoundary fallback={<SectionSpinner label="Loading..." />}>
            <SecuritySection user={user} />
          </LazyBoundary>
        ) : null}
      </section>
      <ContactCard />
      <div className="border-t border-border pt-6">
        <SignOutButton />
      </div>
    </div>
  );
}
