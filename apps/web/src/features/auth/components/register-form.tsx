import { zodResolver } from '@hookform/resolvers/zod';
import { signUpInputSchema } from '@manna/shared';
import { useForm } from 'react-hook-form';
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
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';

export function RegisterForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, { onSuccess: () => onSuccess(values.email) }),
  );
  const formError = formErrorOtherThanPassword(signUp.error);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create account"
    >
      {formError ? <Alert>{getErrorMessage(formError)}</Alert> : null}
      <Field label="Full name" error={errors.fullName?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('fullName')}
            autoComplete="name"
            autoCapitalize="words"
          />
        )}
      </Field>
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        label="Password"
        error={errors.password?.message ?? weakPasswordMessage(signUp.error)}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? <ButtonSpinner /> : null}
        {signUp.isPending ? 'Creating your account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
      </p>
    </form>
  );
}
