import { TOAST_DURATION_MS } from '@packsmith/core';
import { Toaster as Sonner, toast } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      // Radix modals set pointer-events: none on the body; toasts stay clickable above them.
      style={{ pointerEvents: 'auto' }}
      offset={{ bottom: 88, right: 24 }}
      mobileOffset={{ bottom: 76 }}
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! border-zinc-200! shadow-pop! font-sans!',
          title: 'font-semibold!',
          description: 'text-zinc-600!',
        },
      }}
    />
  );
}

/** Toasts with the product's durations: 3 s for success, 5 s for errors. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description, duration: TOAST_DURATION_MS.success });
  },
  error(title: string, description?: string) {
    toast.error(title, { description, duration: TOAST_DURATION_MS.error });
  },
  info(title: string, description?: string) {
    toast(title, { description, duration: TOAST_DURATION_MS.success });
  },
};
