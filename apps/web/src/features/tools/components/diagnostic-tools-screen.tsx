import type { TranslationStatus } from '@manna/shared';
import { ClipboardCopy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/features/auth';
import { getPendingChanges } from '@/features/bookmarks';
import { getErrorMessage } from '@/lib/api-client';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { useDiagnostics } from '../api/get-diagnostics';
import { useDeviceStatus } from '../hooks/use-device-status';
import { useOnline } from '../hooks/use-online';
import { deviceTimeZone } from '../utils/device-status';
import { type DiagnosticReport, formatReport } from '../utils/diagnostic-report';
import { clearOfflineData } from '../utils/offline-data';
import { type StatusItem, StatusList } from './status-list';
import { ToolsSection } from './tools-section';

const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? 'unknown';

const SCRIPTURE_STATUS: Record<TranslationStatus, string> = {
  available: 'API.Bible answers',
  'not-configured': 'No API.Bible key: licensed translations are read as KJV',
  'temporarily-unavailable': 'API.Bible is failing: calls to it are paused',
};

/**
 * /diagnostic-tools (docs/product/tools.md#diagnostic-tools): what a member or support needs to
 * see when something is wrong, and a report to send.
 */
export function DiagnosticToolsScreen() {
  const online = useOnline();
  const { data: user } = useUser();
  const device = useDeviceStatus();
  const server = useDiagnostics();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<unknown>(null);
  const inWrapper = detectRuntimeEnvironment().kind === 'native';
  const timeZone = { device: deviceTimeZone(), account: user?.time_zone ?? null };
  const pendingBookmarks = user ? getPendingChanges(user.id).length : 0;

  const report = (): DiagnosticReport => ({
    generated_at: new Date().toISOString(),
    app_version: APP_VERSION,
    online,
    wrapper: inWrapper,
    time_zone: timeZone,
    device: device.data
      ? {
          service_worker: device.data.serviceWorker,
          caches: device.data.caches,
          notifications: device.data.notifications,
          push_subscription: device.data.push,
        }
      : null,
    api_round_trip_ms: server.data?.apiRoundTripMs ?? null,
    server: server.data?.diagnostics ?? null,
    ...(server.isError && { server_error: getErrorMessage(server.error) }),
  });

  async function copyReport() {
    try {
      await navigator.clipboard.writeText(formatReport(report()));
      toast({
        type: 'success',
        title: 'Report copied',
        message: 'Paste it into your message to support.',
      });
    } catch (error) {
      toast({ type: 'error', title: 'Could not copy the report', message: getErrorMessage(error) });
    }
  }

  async function clear() {
    setClearing(true);
    setClearError(null);
    try {
      await clearOfflineData();
      setConfirming(false);
      toast({
        type: 'success',
        title: 'Offline data cleared',
        message: 'It is kept again as you read.',
      });
      void device.refetch();
    } catch (error) {
      setClearError(error);
    } finally {
      setClearing(false);
    }
  }

  const deviceItems: StatusItem[] = [
    { label: 'App version', value: APP_VERSION },
    { label: 'Connection', value: online ? 'Online' : 'Offline' },
    { label: 'Native wrapper', value: inWrapper ? 'Detected' : 'Not detected (browser)' },
    {
      label: 'Time zone',
      value: `This device: ${timeZone.device}; your account: ${timeZone.account ?? 'not set'}`,
    },
    ...(device.data
      ? [
          { label: 'Service worker', value: device.data.serviceWorker },
          {
            label: 'Offline caches',
            value:
              device.data.caches.length === 0 ? (
                'None'
              ) : (
                <ul>
                  {device.data.caches.map((cache) => (
                    <li key={cache.name}>
                      {cache.name}: {cache.entries} {cache.entries === 1 ? 'entry' : 'entries'}
                    </li>
                  ))}
                </ul>
              ),
          },
          { label: 'Notification permission', value: device.data.notifications },
          { label: 'Push subscription', value: device.data.push },
        ]
      : []),
  ];

  const diagnostics = server.data?.diagnostics;
  const serverItems: StatusItem[] =
    server.data && diagnostics
      ? [
          { label: 'API round trip', value: `${server.data.apiRoundTripMs} ms` },
          { label: 'Database round trip', value: `${diagnostics.database_round_trip_ms} ms` },
          { label: 'Server time', value: diagnostics.server_time },
          {
            label: 'Scripture provider',
            value: SCRIPTURE_STATUS[diagnostics.scripture.status],
          },
        ]
      : [];
  const internals = diagnostics?.server;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Diagnostic tools"
        description="What this device and the server report, to find out what is wrong."
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => {
                void device.refetch();
                void server.refetch();
              }}
            >
              <RefreshCw aria-hidden="true" />
              Run again
            </Button>
            <Button onClick={() => void copyReport()}>
              <ClipboardCopy aria-hidden="true" />
              Copy report
            </Button>
          </div>
        }
      />
      <ToolsSection
        title="This device"
        aside={
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Clear offline data
          </Button>
        }
      >
        <StatusList items={deviceItems} />
        {device.isPending ? <SectionSpinner label="Checking this device..." /> : null}
        {device.isError ? <Alert>{getErrorMessage(device.error)}</Alert> : null}
      </ToolsSection>
      <ToolsSection title="Server">
        {server.isPending ? <SectionSpinner label="Asking the server..." /> : null}
        {server.isError ? (
          <Alert title="The server did not answer">{getErrorMessage(server.error)}</Alert>
        ) : null}
        <StatusList items={serverItems} />
      </ToolsSection>
      {internals ? (
        <ToolsSection title="Server internals">
          <StatusList
            items={[
              {
                label: 'Database',
                value: internals.database_kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
              },
              { label: 'Latest migration', value: internals.latest_migration ?? 'none' },
              { label: 'Background queue', value: String(internals.background_queue_size) },
            ]}
          />
        </ToolsSection>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear offline data?"
        description={
          pendingBookmarks > 0
            ? `The app's files and saved chapters on this device are deleted. Your ${pendingBookmarks} bookmark ${pendingBookmarks === 1 ? 'change' : 'changes'} made offline ${pendingBookmarks === 1 ? 'is' : 'are'} kept and sent once you are back online.`
            : "The app's files and saved chapters on this device are deleted; they are kept again as you read."
        }
        confirmLabel="Clear offline data"
        pendingLabel="Clearing..."
        onConfirm={() => void clear()}
        pending={clearing}
        error={clearError}
        errorTitle="Could not clear the offline data"
      />
    </div>
  );
}
