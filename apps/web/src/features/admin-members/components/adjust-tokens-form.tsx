import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminMemberProfile,
  adjustTokensInputSchema,
  TOKEN_ADJUSTMENT_MAX,
  TOKEN_REASON_MAX_LENGTH,
} from '@manna/shared';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAdjustMemberTokens } from '../api/adjust-member-tokens';
import { ACTION_FAILED, TOKENS_ADJUSTED } from '../utils/member-messages';

/**
 * Adds tokens (a positive amount) or takes them (a negative one), always with a reason: the
 * member's ledger shows it (docs/product/admin.md#members). The server refuses a balance below
 * zero and says so here.
 */
export function AdjustTokensForm({ member }: { member: AdminMemberProfile }) {
  const adjust = useAdjustMemberTokens();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adjustTokensInputSchema),
    defaultValues: { reason: '' },
  });

  const save = handleSubmit((input) => {
    if (adjust.isPending) return;
    adjust.mutate(
      { id: member.id, input },
      {
        onSuccess: ({ entry }) => {
          toast({
            type: 'success',
            title: TOKENS_ADJUSTED,
            message: `${entry.delta > 0 ? '+' : ''}${formatNumber(entry.delta)}: the balance is now ${formatNumber(entry.balance_after)}.`,
          });
          reset({ reason: '' });
        },
      },
    );
  });

  return (
    <form onSubmit={save} noValidate aria-label="Adjust tokens" className="flex flex-col gap-4">
      {adjust.error ? <Alert title={ACTION_FAILED}>{getErrorMessage(adjust.error)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field
          label="Tokens to add or take"
          hint="Negative takes tokens away."
          error={errors.amount?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              step={1}
              min={-TOKEN_ADJUSTMENT_MAX}
              max={TOKEN_ADJUSTMENT_MAX}
              aria-required="true"
              {...register('amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field
          label="Reason"
          hint="The member sees it in their token history."
          error={errors.reason?.message}
        >
          {(control) => (
            <Input
              {...control}
              aria-required="true"
              autoComplete="off"
              maxLength={TOKEN_REASON_MAX_LENGTH}
              {...register('reason')}
            />
          )}
        </Field>
      </div>
      <FormActions
        pending={adjust.isPending}
        actionLabel="Adjust tokens"
        pendingLabel="Saving..."
      />
    </form>
  );
}
