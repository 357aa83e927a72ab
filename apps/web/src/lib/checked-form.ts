import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import type * as z4 from 'zod/v4/core';

// A plain form checked with a shared zod schema loaded on first use, for the sign-in screens:
// they paint without zod and without a form library (docs/decisions/015-visitor-entry.md), and
// their messages are the schema's all the same. As react-hook-form did for them: each field shows
// the first message about it, the first field at fault takes the focus on submit, and once
// submitted the form is checked again as the member types.

/** The first message about each field, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export function firstMessageByField(issues: readonly z4.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every text field of the form, as typed. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export function useCheckedForm<Output>(loadSchema: () => Promise<ZodType<Output>>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  useEffect(() => {
    // A failure is the submit's to report.
    loadSchema().catch(() => undefined);
  }, [loadSchema]);

  const check = async (form: HTMLFormElement) => {
    const schema = await loadSchema();
    const result = schema.safeParse(typedValues(form));
    setErrors(result.success ? {} : firstMessageByField(result.error.issues));
    return result;
  };

  return {
    errors,
    /** The form's onSubmit: `onValid` gets the schema's output when every field passes. */
    handleSubmit: (onValid: (values: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const form = event.currentTarget;
      void check(form).then((result) => {
        if (result.success) {
          onValid(result.data);
          return;
        }
        const firstField = String(result.error.issues[0]?.path[0] ?? '');
        const control = form.elements.namedItem(firstField);
        if (control instanceof HTMLElement) control.focus();
      });
    },
    /** The form's onChange: after the first submit, every change is checked again. */
    recheck: (event: FormEvent<HTMLFormElement>) => {
      if (submitted.current) void check(event.currentTarget);
    },
  };
}
