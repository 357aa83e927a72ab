import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Never over the verse being read (docs/product/accounts-and-shell.md#toasts): on a phone
        // the newest toast alone, over the bar along the bottom (the navigation, or focus mode's
        // chapter buttons); on wider screens bottom-right, narrow enough to keep out of the text.
        // Each toast is portalled into this list as it opens, so the newest is its last item.
        'fixed inset-x-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 px-2 pt-2 pb-[calc(0.375rem+env(safe-area-inset-bottom))] outline-none',
        'max-sm:[&>li:not(:last-child)]:hidden',
        'sm:inset-x-auto sm:right-0 sm:w-80 sm:flex-col-reverse sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-2.5 overflow-hidden rounded-2xl border bg-card px-3 py-1.5 pr-10 text-card-foreground shadow-lg sm:gap-3 sm:p-4 sm:pr-10',
    'border-l-4',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out motion-reduce:animate-none',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:animate-toast-out',
  ],
  {
    variants: {
      variant: {
        success: 'border-l-success',
        error: 'border-l-destructive',
        info: 'border-l-info',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      className={cn('text-sm font-semibold sm:text-base', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      // One line on a phone, to fit over the bottom bar; screen readers still get all of it.
      className={cn('text-sm text-muted-foreground max-sm:truncate', className)}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn(
        'absolute top-2 right-2 rounded-lg p-1 sm:top-3 sm:right-3 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
