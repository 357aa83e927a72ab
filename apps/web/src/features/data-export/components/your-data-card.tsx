// Settings › Account › Your data (docs/product/your-data.md): download everything, or import an
// export back.
import {
  EXPORT_SECTION_LABELS,
  EXPORT_SECTIONS,
  type ExportSummary,
  IMPORT_EMPTY,
  IMPORTABLE_SECTIONS,
  type ImportResult,
} from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatBytes, formatNumber } from '@/lib/format';
import { reportFailure, useReportFailure } from '@/lib/report-failure';
import { downloadExport, saveFile } from '../api/download-export';
import { useExportSummary } from '../api/get-export-summary';
import { type ImportProgress, importExport } from '../api/import-export';

/** A bar that fills with `percent`, or a running bar when how much is left is not known. */
function ProgressLine({
  label,
  percent,
  text,
}: {
  label: string;
  percent: number | null;
  text: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': percent })}
        aria-valuetext={text}
        className="relative h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary'
              : 'h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** '1,204 journal entries · 12 voice memos (45 MB) · ...': the kinds the member has, with counts. */
function summaryLine(summary: ExportSummary): string {
  const parts = EXPORT_SECTIONS.filter((section) => summary.counts[section] > 0).map((section) => {
    const text = `${EXPORT_SECTION_LABELS[section]}: ${formatNumber(summary.counts[section])}`;
    return section === 'voice_memos' ? `${text} (${formatBytes(summary.voice_memo_bytes)})` : text;
  });
  return parts.length === 0
    ? 'Nothing yet: your export will hold your profile only.'
    : parts.join(' · ');
}

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; receivedBytes: number }
  | { status: 'done'; fileName: string; size: number }
  | { status: 'failed'; message: string };

function DownloadMyData() {
  const summary = useExportSummary();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  useReportFailure(summary, { context: 'Failed to count the records of an export' });

  async function download() {
    setState({ status: 'downloading', receivedBytes: 0 });
    try {
      const archive = await downloadExport((receivedBytes) =>
        setState({ status: 'downloading', receivedBytes }),
      );
      saveFile(archive);
      setState({ status: 'done', fileName: archive.fileName, size: archive.file.size });
    } catch (error) {
      setState({
        status: 'failed',
        message: reportFailure(error, { context: 'Failed to download an export' }),
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Download my data</h3>
      <p className="text-sm text-muted-foreground">
        One .zip file with everything you keep in Manna: your profile, reading progress, journal,
        topics, prayers, testimonies, study notes, bookmarks, reminders, voice memos, and your token
        and purchase history. It holds manna-export.json, which Manna can import, and Markdown files
        you can read anywhere.
      </p>
      <p className="text-sm" data-testid="export-summary">
        {summary.data
          ? summaryLine(summary.data)
          : summary.isError
            ? null
            : 'Counting your records...'}
      </p>
      {state.status === 'downloading' ? (
        <ProgressLine
          label="Download progress"
          percent={null}
          text={`Preparing and downloading: ${formatBytes(state.receivedBytes)} received`}
        />
      ) : null}
      {state.status === 'done' ? (
        <Alert variant="success">{`Saved ${state.fileName} (${formatBytes(state.size)}).`}</Alert>
      ) : null}
      {state.status === 'failed' ? <Alert>{state.message}</Alert> : null}
      <div>
        <Button type="button" onClick={download} disabled={state.status === 'downloading'}>
          <Download aria-hidden="true" />
          {state.status === 'downloading' ? 'Downloading...' : 'Download my data'}
        </Button>
      </div>
    </div>
  );
}

type ImportState =
  | { status: 'idle' }
  | { status: 'working'; progress: ImportProgress }
  | { status: 'done'; result: ImportResult }
  | { status: 'failed'; message: string };

function progressText(progress: ImportProgress): { percent: number | null; text: string } {
  if (progress.stage === 'importing') {
    return { percent: null, text: 'Uploaded. Checking and importing your records...' };
  }
  const percent =
    progress.totalBytes > 0 ? Math.round((progress.sentBytes / progress.totalBytes) * 100) : 0;
  return {
    percent,
    text: `Uploading: ${formatBytes(progress.sentBytes)} of ${formatBytes(progress.totalBytes)} (${percent}%)`,
  };
}

function ImportResultSummary({ result }: { result: ImportResult }) {
  const total = (counts: ImportResult['added']) =>
    IMPORTABLE_SECTIONS.reduce((sum, section) => sum + counts[section], 0);
  const added = total(result.added);
  const alreadyThere = total(result.already_there);
  const rows = IMPORTABLE_SECTIONS.filter(
    (section) => result.added[section] + result.already_there[section] > 0,
  );
  return (
    <Alert variant="success" title="Import complete">
      <p>
        {`${formatNumber(added)} ${added === 1 ? 'record' : 'records'} added, ${formatNumber(alreadyThere)} already there.`}
      </p>
      {rows.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {rows.map((section) => (
            <li key={section}>
              {`${EXPORT_SECTION_LABELS[section]}: ${formatNumber(result.added[section])} added, ${formatNumber(result.already_there[section])} already there`}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

function ImportData() {
  const queryClient = useQueryClient();
  const fileFieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setState({ status: 'failed', message: IMPORT_EMPTY });
      return;
    }
    setState({
      status: 'working',
      progress: { stage: 'uploading', sentBytes: 0, totalBytes: file.size },
    });
    try {
      const result = await importExport(file, (progress) =>
        setState({ status: 'working', progress }),
      );
      setState({ status: 'done', result });
      // Records of every kind may have arrived: every list reads them afresh.
      await queryClient.invalidateQueries();
    } catch (error) {
      setState({
        status: 'failed',
        message: reportFailure(error, { context: 'Failed to import an export' }),
      });
    }
  }

  const working = state.status === 'working';
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <h3 className="font-semibold">Import data</h3>
      <p className="text-sm text-muted-foreground">
        Bring the records of a Manna export into this account. Nothing is changed unless every
        record can be imported, and records already here are skipped, so importing the same file
        twice adds nothing. Tokens, purchases and achievements are kept in the file for your record
        but not imported; testimonies wait for review again.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fileFieldId}>Export file (.zip)</Label>
        <Input
          id={fileFieldId}
          type="file"
          accept=".zip,application/zip"
          disabled={working}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setState({ status: 'idle' });
          }}
        />
      </div>
      {state.status === 'working' ? (
        <ProgressLine label="Import progress" {...progressText(state.progress)} />
      ) : null}
      {state.status === 'done' ? <ImportResultSummary result={state.result} /> : null}
      {state.status === 'failed' ? (
        <Alert title="Nothing was imported">{state.message}</Alert>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={working}>
          <Upload aria-hidden="true" />
          {working ? 'Importing...' : 'Import data'}
        </Button>
      </div>
    </form>
  );
}

export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take everything with you, or bring it back.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <DownloadMyData />
        <ImportData />
      </CardContent>
    </Card>
  );
}
