import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, type ToastType, useToasts } from './use-toast';

// Toasts are dismissed by a swipe past 50 px (docs/product/accounts-and-shell.md#toasts).
export const TOAST_SWIPE_THRESHOLD = 50;

const icons: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

const iconColors: Record<ToastType, string> = {
  success: 'text-success',
  error: 'text-destructive',
  info: 'text-info',
};

/** Mount once, near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
      label="Notifications"
    >
      {toasts.map(({ id, type, title, message, duration, open }) => {
        const Icon = icons[type];
        return (
          <Toast
            key={id}
            variant={type}
            open={open}
            duration={duration}
            // Errors interrupt screen readers; success and info wait politely.
            type={type === 'error' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 sm:size-5 ${iconColors[type]}`}
            />
            <div className="grid min-w-0 sm:gap-1">
              <ToastTitle>{title}</ToastTitle>
              {message ? <ToastDescription>{message}</ToastDescription> : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
