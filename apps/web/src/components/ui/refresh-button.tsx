import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from './button';

interface RefreshButtonProps extends Omit<ButtonProps, 'onClick' | 'disabled' | 'children'> {
  /** While true the icon spins and the button is disabled. */
  fetching: boolean;
  onRefresh: () => unknown;
}

/** "Refresh", for a query: disabled, with a spinning icon, while it refetches. */
export function RefreshButton({ fetching, onRefresh, ...props }: RefreshButtonProps) {
  return (
    <Button {...props} onClick={() => onRefresh()} disabled={fetching}>
      <RotateCw aria-hidden="true" className={fetching ? 'animate-spin' : undefined} />
      Refresh
    </Button>
  );
}
