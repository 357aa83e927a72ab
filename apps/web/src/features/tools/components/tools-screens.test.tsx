import {
  type Diagnostics,
  diagnosticsEndpoints,
  type PassageResult,
  scriptureEndpoints,
} from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { BibleTestScreen } from './bible-test-screen';
import { DiagnosticToolsScreen } from './diagnostic-tools-screen';

const memberDiagnostics: Diagnostics = {
  server_time: '2026-11-25T08:00:00.000Z',
  database_round_trip_ms: 1.5,
  scripture: { configured: false, status: 'not-configured' },
};

function renderDiagnostics(diagnostics: Diagnostics) {
  stubFakeApi([fakeRoute(diagnosticsEndpoints.get, () => diagnostics)], {});
  return renderRoutesAsMember([{ path: '/diagnostic-tools', element: <DiagnosticToolsScreen /> }], {
    path: '/diagnostic-tools',
    member: buildUser({ time_zone: 'Europe/Rome' }),
  });
}

describe('DiagnosticToolsScreen', () => {
  setupFakeApiSuite();

  it("shows a member the server's answers and no internals", async () => {
    renderDiagnostics(memberDiagnostics);
    const server = screen.getByRole('region', { name: 'Server' });
    expect(await within(server).findByText('1.5 ms')).toBeInTheDocument();
    expect(within(server).getByText(/No API\.Bible key/)).toBeInTheDocument();
    expect(screen.getByText(/your account: Europe\/Rome/)).toBeInTheDocument();
    expect(screen.getByText('Not detected (browser)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Server internals' })).not.toBeInTheDocument();
  });

  it("shows an admin the server's internals", async () => {
    renderDiagnostics({
      ...memberDiagnostics,
      server: {
        database_kind: 'postgres',
        latest_migration: '0009_reminders_phone_landing',
        background_queue_size: 2,
      },
    });
    const internals = await screen.findByRole('region', { name: 'Server internals' });
    expect(within(internals).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(internals).getByText('0009_reminders_phone_landing')).toBeInTheDocument();
    expect(within(internals).getByText('2')).toBeInTheDocument();
  });

  it('asks before clearing offline data', async () => {
    const { user } = renderDiagnostics(memberDiagnostics);
    await user.click(screen.getByRole('button', { name: 'Clear offline data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear offline data?' });
    expect(dialog).toHaveTextContent('saved chapters on this device are deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('BibleTestScreen', () => {
  setupFakeApiSuite();

  it('shows each translation with its source, status and latency, and a failure as Failed', async () => {
    stubFakeApi(
      [
        fakeRoute(
          scriptureEndpoints.passage,
          ({ url }): PassageResult | ReturnType<typeof failure> => {
            const translation = url.searchParams.get('translation');
            if (translation === 'esv') return failure(503, 'API.Bible is down');
            const id = translation === 'web' ? 'web' : 'kjv';
            return {
              reference: 'John 3:16',
              verses: [],
              text: 'For God so loved the world',
              translation_id: id,
              translation_name: id,
              translation_note: null,
              source: translation === 'nasb' ? 'cache' : 'bundled',
            };
          },
        ),
      ],
      {},
    );
    renderRoutesAsMember([{ path: '/bible-test', element: <BibleTestScreen /> }], {
      path: '/bible-test',
    });
    const table = await screen.findByRole('table', { name: 'John 3:16 in every translation' });
    const row = (abbreviation: string) => {
      const header = within(table).getByRole('rowheader', { name: abbreviation });
      const found = header.closest('tr');
      if (!found) throw new Error(`no row for ${abbreviation}`);
      return within(found).getAllByRole('cell');
    };
    expect(row('KJV')[0]).toHaveTextContent('bundled');
    expect(row('KJV')[1]).toHaveTextContent('OK');
    expect(row('KJV')[2]).toHaveTextContent(/^\d+ ms$/);
    expect(row('NASB')[0]).toHaveTextContent('cache');
    expect(row('ESV')[1]).toHaveTextContent('Failed');
    expect(row('ESV')[3]).toHaveTextContent('API.Bible is down');
  });
});
