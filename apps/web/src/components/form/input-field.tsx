import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type FieldOwnProps = Pick<ComponentProps<typeof Field>, 'label' | 'error' | 'hint' | 'labelAction'>;

/** The Field's own props, plus every input prop (spread `register('name')` in here). */
export type InputFieldProps = FieldOwnProps &
  Omit<ComponentProps<typeof Input>, keyof FieldOwnProps | 'children'>;

/**
 * A labelled Input. The Field's control props (id, aria-invalid, aria-describedby) go on first,
 * so an explicit `aria-invalid` from the caller still wins.
 */
export function InputField({ label, error, hint, labelAction, ...inputProps }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAction={labelAction}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
