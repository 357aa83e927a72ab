import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

type ActionButtonProps = Omit<ButtonProps, 'variant' | 'asChild'>;

/** The quiet Edit button beside an item (a prayer, a journal entry). */
export function EditButton({ children = 'Edit', ...props }: ActionButtonProps) {
  return (
    <Button variant="ghost" {...props}>
      <Pencil aria-hidden="true" />
      {children}
    </Button>
  );
}

/** The quiet, red Delete button beside an item; it opens the confirmation. */
export function DeleteButton({ children = 'Delete', className, ...props }: ActionButtonProps) {
  return (
    <Button
      variant="ghost"
      className={cn('text-destructive hover:text-destructive', className)}
      {...props}
    >
      <Trash2 aria-hidden="true" />
      {children}
    </Button>
  );
}
