import { type ComponentProps, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

type SwitchFieldProps = Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> & {
  label: string;
  /** What turning it on means; it describes the switch. */
  hint: string;
};

/** A labelled switch on its own row, with a line on what it does. */
export function SwitchField({ label, hint, ...switchProps }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 p-4">
      <div>
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} {...switchProps} />
    </div>
  );
}
