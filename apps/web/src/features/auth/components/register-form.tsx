import type { SignUpInput } from '@manna/shared';
import { EmailField } from '@/components/form/email-field';
import {
  formErrorOtherThanPassword,
  NewPasswordField,
  weakPasswordMessage,
} from '@/components/form/password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckedForm } from '@/lib/checked-form';
import { useSignUp } from '../api/sign-up';

// A plain form: the shared schema, with zod, loads as it shows (lib/checked-form.ts).
const loadSignUpSchema = () =>
  import('@manna/shared/auth/auth-schemas').then((module) => module.signUpInputSchema);

export function RegisterForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const signUp = useSignUp();
  const { errors, handleSubmit, recheck } = useCheckedForm<SignUpInput>(loadSignUpSchema);

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, { onSuccess: () => onSuccess(values.email) }),
  );
  const formError = formErrorOtherThanPassword(signUp.error);

  return (
    <form
      onSubmit={onSubmit}
      onChange={recheck}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create account"
    >
      {formError ? <Alert>{getErrorMessage(formError)}</Alert> : null}
      <Field label="Full name" error={errors.fullName}>
        {(control) => (
          <Input {...control} name="fullName" autoComplete="name" autoCapitalize="words" />
        )}
      </Field>
      <EmailField error={errors.email} name="email" />
      <NewPasswordField
        label="Password"
        error={errors.password ?? weakPasswordMessage(signUp.error)}
        name="password"
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? <ButtonSpinner /> : null}
        {signUp.isPending ? 'Creating your account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <VisitorTextLink to={paths.auth.login.getHref()}>Sign in</VisitorTextLink>
      </p>
    </form>
  );
}
