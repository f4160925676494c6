import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

const SIZES = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Hide the visible title (still announced to screen readers). */
  hideTitle?: boolean;
  /** Override where focus goes on open (call event.preventDefault() and focus something). */
  onOpenAutoFocus?: (event: Event) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * Toasts live outside the dialog: keep them clickable ('View details', close) while a modal
 * dialog is open, without that click counting as a click outside that closes the dialog.
 */
export function keepOpenOnToastClick(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
    event.preventDefault();
}

const overlayClass = 'fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-in';

/**
 * A centred dialog; on small screens it becomes a bottom sheet filling the width.
 * Escape, the close button and clicking outside all close it.
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  children,
  footer,
  className,
  hideTitle,
  onOpenAutoFocus,
  onKeyDown,
}: DialogContentProps) {
  return (
    <D.Portal>
      <D.Overlay className={overlayClass} />
      <D.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-pop focus:outline-none data-[state=open]:animate-in',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          SIZES[size],
          className,
        )}
        onOpenAutoFocus={onOpenAutoFocus}
        onKeyDown={onKeyDown}
        onInteractOutside={keepOpenOnToastClick}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={cn('flex items-start gap-4 px-5 pt-5 sm:px-6 sm:pt-6', hideTitle && 'sr-only')}>
          <div className="min-w-0 flex-1">
            <D.Title className="text-lg font-semibold tracking-tight text-zinc-900">{title}</D.Title>
            {description ? (
              <D.Description className="mt-1 text-sm text-zinc-500">{description}</D.Description>
            ) : null}
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
        <D.Close
          className="absolute top-4 right-4 rounded-lg p-1.5 text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700"
          aria-label="Close"
        >
          <X className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

export interface SheetContentProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A panel sliding in from the left edge (the mobile menu). */
export function SheetContent({ title, children, className }: SheetContentProps) {
  return (
    <D.Portal>
      <D.Overlay className={overlayClass} />
      <D.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-pop focus:outline-none data-[state=open]:animate-slide-in-left',
          className,
        )}
      >
        <D.Title className="sr-only">{title}</D.Title>
        {children}
      </D.Content>
    </D.Portal>
  );
}
