import {
  accountDataEndpoints,
  EXPORT_SECTIONS,
  type ExportSection,
  type ExportSummary,
} from '@manna/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeRoute, jsonResponse, stubFakeApi } from '@/testing/fake-fetch';
import { renderWithQueryClient, setupFakeApiSuite } from '@/testing/test-utils';
import { EXPORT_URL } from '../api/download-export';
import { YourDataCard } from './your-data-card';

const counts = (some: Partial<Record<ExportSection, number>>) =>
  Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, some[section] ?? 0])) as Record<
    ExportSection,
    number
  >;
const SUMMARY: ExportSummary = {
  counts: counts({ journal_entries: 1204, voice_memos: 12 }),
  voice_memo_bytes: 45_000_000,
};

/** The summary endpoint, and the archive as `archive` answers it. */
function stubExportApi(archive: () => Response) {
  return stubFakeApi([fakeRoute(accountDataEndpoints.summary, () => SUMMARY)], {
    override: (request) => (request.url.pathname === EXPORT_URL ? archive() : undefined),
  });
}

describe('YourDataCard', () => {
  setupFakeApiSuite();

  it('lists what the export will hold, kind by kind, with the memos’ size', async () => {
    stubExportApi(() => jsonResponse(500));
    renderWithQueryClient(<YourDataCard />);
    expect(
      await screen.findByText('Voice memos: 12 (45 MB) · Journal entries: 1,204'),
    ).toBeInTheDocument();
  });

  it('downloads the archive under the name the server gives and says it is saved', async () => {
    const bytes = new Uint8Array(2048).fill(7);
    stubExportApi(
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="manna-export-2026-11-27.zip"',
          },
        }),
    );
    // jsdom has no object URLs: the page's hand-off to the browser's downloads is stubbed.
    const objectUrls = {
      createObjectURL: URL.createObjectURL,
      revokeObjectURL: URL.revokeObjectURL,
    };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, objectUrls);
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWithQueryClient(<YourDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Saved manna-export-2026-11-27.zip (2 kB).'),
    ).toBeInTheDocument();
    const link = click.mock.contexts[0];
    expect(link).toBeInstanceOf(HTMLAnchorElement);
    expect((link as HTMLAnchorElement).download).toBe('manna-export-2026-11-27.zip');
  });

  it('tells the server’s message when the download is refused', async () => {
    stubExportApi(() => jsonResponse(503, { error: 'Manna cannot reach its database right now.' }));
    renderWithQueryClient(<YourDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Manna cannot reach its database right now.',
    );
  });
});
