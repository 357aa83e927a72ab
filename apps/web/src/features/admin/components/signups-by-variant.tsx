import type { VariantSignups } from '@manna/shared';
import { Card } from '@/components/ui/card';
import { Cell, DataTable, HeaderCell, type TableColumn } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Landing page' },
  { label: 'Sign-ups, last 30 days', align: 'end' },
];

/** docs/product/welcome-and-landing.md#sign-ups-by-landing-page */
export function SignupsByVariant({ variants }: { variants: readonly VariantSignups[] }) {
  const total = variants.reduce((sum, { signups }) => sum + signups, 0);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h3 className="font-serif text-lg font-semibold">Sign-ups by landing page</h3>
      <DataTable caption="Sign-ups by landing page" columns={COLUMNS}>
        {variants.map(({ variant, signups }) => (
          <tr key={variant}>
            <HeaderCell className="font-normal">
              {/* A static page served by the API, not a screen of the app: a full load. */}
              <a href={`/${variant}`} className="text-primary underline underline-offset-4">
                /{variant}
              </a>
            </HeaderCell>
            <Cell align="end">{formatNumber(signups)}</Cell>
          </tr>
        ))}
      </DataTable>
      <p className="text-xs text-muted-foreground">
        {total === 0
          ? 'No one has signed up from a landing page in the last 30 days.'
          : 'Accounts created after following a landing page’s ‘Create account’.'}
      </p>
    </Card>
  );
}
