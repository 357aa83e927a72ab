import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSettings,
  type AdminSettingsInput,
  type AdminSettingsValues,
  adminSettingsInputSchema,
  FREE_PLAN_SLUG,
  NOTICE_MAX_LENGTH,
  SETTINGS_SAVED,
} from '@manna/shared';
import { CreditCard } from 'lucide-react';
import {
  Controller,
  type FieldErrors,
  type UseFormRegisterReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { SwitchField } from '@/components/form/switch-field';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListStatus } from '@/components/ui/list-status';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useReportFailure } from '@/lib/report-failure';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSettings } from '../api/update-admin-settings';

/**
 * /admin/settings (docs/product/admin.md#settings): the database-held settings in one form,
 * checked with the shared adminSettingsInputSchema and saved together.
 */
export function AdminSettingsScreen() {
  const settingsQuery = useAdminSettings();
  useReportFailure(settingsQuery, { context: 'Failed to fetch the settings' });
  const settings = settingsQuery.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Prices, premium plans, sign-up and the notice to every member."
        action={
          <TextLink
            to={paths.app.adminPaymentSetup.getHref()}
            className="inline-flex items-center gap-1.5 text-sm"
          >
            <CreditCard aria-hidden="true" className="size-4" />
            Payment setup
          </TextLink>
        }
      />
      <ListStatus
        query={settingsQuery}
        loaded={settings !== undefined}
        loadingLabel="Loading settings..."
        errorTitle="We couldn't load the settings"
      >
        {settings ? (
          <SettingsForm key={settings.updated_at ?? 'defaults'} saved={settings} />
        ) : null}
      </ListStatus>
    </div>
  );
}

type SettingsErrors = FieldErrors<AdminSettingsInput>;

const PRICE_FIELDS = [
  {
    name: 'commerce.token_pack_prices.10',
    label: '10 tokens',
    error: (errors: SettingsErrors) => errors.commerce?.token_pack_prices?.['10'],
  },
  {
    name: 'commerce.token_pack_prices.30',
    label: '30 tokens',
    error: (errors: SettingsErrors) => errors.commerce?.token_pack_prices?.['30'],
  },
  {
    name: 'commerce.token_pack_prices.100',
    label: '100 tokens',
    error: (errors: SettingsErrors) => errors.commerce?.token_pack_prices?.['100'],
  },
  {
    name: 'commerce.subscription_prices.monthly',
    label: 'Monthly subscription',
    error: (errors: SettingsErrors) => errors.commerce?.subscription_prices?.monthly,
  },
  {
    name: 'commerce.subscription_prices.yearly',
    label: 'Yearly subscription',
    error: (errors: SettingsErrors) => errors.commerce?.subscription_prices?.yearly,
  },
] as const;

function SettingsForm({ saved }: { saved: AdminSettings }) {
  const update = useUpdateAdminSettings();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<AdminSettingsInput, unknown, AdminSettingsValues>({
    resolver: zodResolver(adminSettingsInputSchema),
    defaultValues: saved.settings,
  });
  const notice = useWatch({ control, name: 'community.notice' });
  const currency = saved.currency.toUpperCase();
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        reset(answer.settings);
        toast({ type: 'success', title: SETTINGS_SAVED });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Settings" className="flex flex-col gap-6">
      {update.error ? (
        <Alert title="The settings were not saved">{getErrorMessage(update.error)}</Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Prices</CardTitle>
          <CardDescription>
            In {currency}, as members see them (4.99). With Stripe, set the same prices on its price
            ids: Payment setup checks them.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {PRICE_FIELDS.map(({ name, label, error }) => (
            <Field key={name} label={label} error={error(errors)?.message}>
              {(controlProps) => (
                <Input
                  {...controlProps}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0}
                  {...register(name, { valueAsNumber: true })}
                />
              )}
            </Field>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Tokens and premium plans</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Monthly token grant"
              hint="Tokens a subscription brings each month."
              error={errors.commerce?.monthly_token_grant?.message}
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  {...register('commerce.monthly_token_grant', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label="Price of unlocking a plan"
              hint="In tokens, for good."
              error={errors.commerce?.plan_unlock_price_tokens?.message}
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...register('commerce.plan_unlock_price_tokens', { valueAsNumber: true })}
                />
              )}
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Premium plans</legend>
            <ul className="flex flex-col gap-2">
              {saved.plans.map((plan) => (
                <PremiumPlanOption
                  key={plan.slug}
                  plan={plan}
                  checkbox={register('commerce.premium_plan_slugs')}
                />
              ))}
            </ul>
            {errors.commerce?.premium_plan_slugs?.message ? (
              <p className="text-sm font-medium text-destructive">
                {errors.commerce.premium_plan_slugs.message}
              </p>
            ) : null}
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Community</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Controller
            control={control}
            name="community.sign_up_open"
            render={({ field }) => (
              <SwitchField
                label="Sign-up open"
                hint="When off, /register says sign-up is closed; members with an account still sign in."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Field
            label="Default reminder time"
            hint="New members' daily reminder, in their own time zone."
            error={errors.community?.default_reminder_time?.message}
            className="sm:max-w-60"
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="time"
                {...register('community.default_reminder_time')}
              />
            )}
          </Field>
          <Field
            label="Notice to every member"
            hint={`Shown above every screen until a member dismisses it; empty for none. ${notice.length}/${NOTICE_MAX_LENGTH}`}
            error={errors.community?.notice?.message}
          >
            {(controlProps) => (
              <Textarea
                {...controlProps}
                rows={3}
                className="min-h-20"
                {...register('community.notice')}
              />
            )}
          </Field>
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {saved.updated_at ? (
          <p className="mr-auto text-sm text-muted-foreground">
            Last saved {formatDateTime(saved.updated_at)}
          </p>
        ) : null}
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? <ButtonSpinner /> : null}
          {update.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function PremiumPlanOption({
  plan,
  checkbox,
}: {
  plan: AdminSettings['plans'][number];
  checkbox: UseFormRegisterReturn<'commerce.premium_plan_slugs'>;
}) {
  const free = plan.slug === FREE_PLAN_SLUG;
  return (
    <li>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          value={plan.slug}
          disabled={free}
          className="size-4 accent-primary"
          {...checkbox}
        />
        <span>
          {plan.title}
          {free ? <span className="ml-2 text-sm text-muted-foreground">(always free)</span> : null}
        </span>
      </label>
    </li>
  );
}
