import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_DELETION_MESSAGES,
  DELETION_CODE_LIFETIME_MINUTES,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
} from '@manna/shared';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useSendDeletionCode } from '../api/send-deletion-code';

// docs/product/accounts-and-shell.md#delete-my-account

const WHAT_GOES = [
  'Your reading plans, progress and streaks',
  'Your journal, prayer topics and voice memos',
  'Your prayers and testimonies',
  'Your study notes and bookmarks',
  'Your reminders, tokens and purchase history',
  'Your conversation with the Manna team',
];

type Proof = 'password' | 'code';

/** Deletes the account, then shows the sign-in screen with a farewell. */
function useDeleteAccountAndLeave() {
  const navigate = useNavigate();
  return useDeleteAccount({
    onDeleted: () =>
      navigate(paths.auth.login.getHref(), {
        replace: true,
        state: { reason: ACCOUNT_DELETION_MESSAGES.deleted },
      }),
  });
}

/** The form around the proof's field: the server's refusal above it, the choices below. */
function ProofForm({
  onSubmit,
  mutation,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  mutation: ReturnType<typeof useDeleteAccountAndLeave>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Confirm deletion"
    >
      {mutation.error ? <Alert>{getErrorMessage(mutation.error)}</Alert> : null}
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Keep my account
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          {mutation.isPending ? <ButtonSpinner /> : null}
          {mutation.isPending ? 'Deleting...' : 'Delete my account for good'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function PasswordForm() {
  const deleteAccount = useDeleteAccountAndLeave();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteWithPasswordSchema) });
  return (
    <ProofForm
      mutation={deleteAccount}
      onSubmit={handleSubmit((values) => deleteAccount.mutate(values))}
    >
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
    </ProofForm>
  );
}

function CodeForm({ sentTo }: { sentTo: string }) {
  const deleteAccount = useDeleteAccountAndLeave();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteWithCodeSchema) });
  return (
    <ProofForm
      mutation={deleteAccount}
      onSubmit={handleSubmit((values) => deleteAccount.mutate(values))}
    >
      <Field
        label="Code"
        error={errors.code?.message}
        hint={`We sent 6 digits to ${sentTo}. The code works for ${DELETION_CODE_LIFETIME_MINUTES} minutes.`}
      >
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
    </ProofForm>
  );
}

function DeleteAccountDialogBody() {
  const [proof, setProof] = useState<Proof>('password');
  const sendCode = useSendDeletionCode();
  const sentTo = sendCode.data?.sent_to ?? null;
  const askForCode = () => sendCode.mutate(undefined, { onSuccess: () => setProof('code') });

  return (
    <>
      <DialogHeading
        title="Delete your account?"
        description="This cannot be undone. Everything below is deleted at once, on every device."
      />
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {WHAT_GOES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        A subscription paid by card is cancelled with no further charge. One bought in the App Store
        or Google Play must be cancelled there.
      </p>
      {sendCode.error ? <Alert>{getErrorMessage(sendCode.error)}</Alert> : null}
      {proof === 'code' && sentTo ? <CodeForm key={sentTo} sentTo={sentTo} /> : <PasswordForm />}
      <Button
        type="button"
        variant="link"
        className="self-start text-sm"
        disabled={sendCode.isPending}
        onClick={askForCode}
      >
        {sendCode.isPending
          ? 'Sending...'
          : proof === 'password'
            ? 'Send me a code instead'
            : 'Send another code'}
      </Button>
    </>
  );
}

export function DeleteAccountCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Your account and everything you have written, read and recorded here, for good. If you
          want to keep a copy, download your data first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              Delete my account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DeleteAccountDialogBody />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
