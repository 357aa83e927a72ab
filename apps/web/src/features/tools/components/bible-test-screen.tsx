import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Cell, DataTable, HeaderCell } from '@/components/ui/table';
import { BIBLE_TEST_REFERENCE, type BibleTestRow, useBibleTest } from '../api/run-bible-test';

const SOURCE_LABELS: Record<NonNullable<BibleTestRow['source']>, string> = {
  bundled: 'bundled',
  cache: 'cache',
  'api-bible': 'API.Bible',
};

const COLUMNS = [
  { label: 'Translation' },
  { label: 'Source' },
  { label: 'Status' },
  { label: 'Latency', align: 'end' },
  { label: 'Text' },
] as const;

function statusOf(row: BibleTestRow): string {
  if (!row.ok) return 'Failed';
  return row.fallback ? 'OK (read as KJV)' : 'OK';
}

/**
 * /bible-test, for admins (docs/product/tools.md#bible-test): John 3:16 in every translation,
 * with where the server took it from and how long it took.
 */
export function BibleTestScreen() {
  const test = useBibleTest();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Bible test"
        description={`${BIBLE_TEST_REFERENCE} in every translation, through the passage endpoint.`}
        action={
          <Button variant="outline" onClick={() => void test.refetch()} disabled={test.isFetching}>
            {test.isFetching ? <ButtonSpinner /> : <RefreshCw aria-hidden="true" />}
            Run again
          </Button>
        }
      />
      {test.data ? (
        <DataTable
          caption={`${BIBLE_TEST_REFERENCE} in every translation`}
          columns={COLUMNS}
          framed
        >
          {test.data.map((row) => (
            <tr key={row.translation}>
              <HeaderCell>{row.abbreviation}</HeaderCell>
              <Cell>{row.source ? SOURCE_LABELS[row.source] : '—'}</Cell>
              <Cell>{statusOf(row)}</Cell>
              <Cell align="end">{row.latencyMs} ms</Cell>
              <Cell className="min-w-64">{row.detail}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <SectionSpinner label="Reading every translation..." />
      )}
    </div>
  );
}
