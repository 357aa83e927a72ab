import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva('flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed', {
  variants: {
    variant: {
      error: 'border-destructive/40 bg-destructive/8 text-foreground [&>svg]:text-destructive',
      success: 'border-success/40 bg-success/8 text-foreground [&>svg]:text-success',
      info: 'border-info/40 bg-info/8 text-foreground [&>svg]:text-info',
    },
  },
  defaultVariants: { variant: 'error' },
});

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {
  title?: string;
}

/** Errors use role="alert" so screen readers announce them as soon as they appear. */
export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'error'];
  return (
    <div
      role={variant === 'error' || variant == null ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
