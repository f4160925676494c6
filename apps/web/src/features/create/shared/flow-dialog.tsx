import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { keepOpenOnToastClick } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

const SIZES = { md: 'md:max-w-lg', lg: 'md:max-w-2xl', xl: 'md:max-w-4xl' } as const;

export interface FlowStepInfo {
  /** 0-based. */
  index: number;
  labels: readonly string[];
  /** Shown before the step count: 'Logo design · Step 1 of 3'. */
  flowName?: string;
}

export interface FlowDialogProps {
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  /** A wizard's steps: 'Step 2 of 3' and a bar per step above the title. */
  steps?: FlowStepInfo;
  footer?: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Where focus goes on open and whenever a step's content mounts. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * The frame of a creation dialog: full screen below 768 px (the spec's mobile width), a centred
 * card from 768 px up; a scrolling body between a fixed header and footer. Escape, the close
 * button and clicking outside close it.
 */
export function FlowDialog({
  title,
  description,
  size = 'lg',
  steps,
  footer,
  children,
  onClose,
  onOpenAutoFocus,
  className,
  'data-testid': testId,
}: FlowDialogProps) {
  return (
    <D.Root open onOpenChange={(open) => !open && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-in" />
        <D.Content
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-white focus:outline-none data-[state=open]:animate-in',
            'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[min(92dvh,56rem)] md:w-[calc(100vw-3rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:shadow-pop',
            SIZES[size],
            className,
          )}
          onOpenAutoFocus={onOpenAutoFocus}
          onInteractOutside={keepOpenOnToastClick}
          data-testid={testId}
          data-fullscreen-below="768"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="border-b border-zinc-100 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-4 md:border-0 md:px-6 md:pt-6 md:pb-0">
            {steps ? <StepBar steps={steps} /> : null}
            <div className="pr-10">
              <D.Title className="text-lg font-semibold tracking-tight text-zinc-900 md:text-xl">
                {title}
              </D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-zinc-500">{description}</D.Description>
              ) : null}
            </div>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 md:px-6">
            {children}
          </div>
          {footer ? (
            <div className="border-t border-zinc-100 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-6 md:py-4">
              {footer}
            </div>
          ) : null}
          <D.Close
            className="absolute top-[max(0.75rem,env(safe-area-inset-top))] right-3 rounded-lg p-2 text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700 md:top-4 md:right-4 md:p-1.5"
            aria-label="Close"
          >
            <X className="size-5 md:size-4" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function StepBar({ steps }: { steps: FlowStepInfo }) {
  const total = steps.labels.length;
  return (
    <div className="mb-3 pr-10" data-testid="flow-steps" data-step={steps.index + 1}>
      <p className="mb-2 text-xs font-medium text-brand-700">
        {steps.flowName ? <span className="text-zinc-500">{steps.flowName} · </span> : null}
        Step {steps.index + 1} of {total}
        <span className="sr-only">: {steps.labels[steps.index]}</span>
      </p>
      <ol className="flex gap-1.5" aria-hidden>
        {steps.labels.map((label, i) => (
          <li
            key={label}
            className={cn(
              'h-1 flex-1 rounded-full transition-colors',
              i <= steps.index ? 'bg-brand-500' : 'bg-zinc-200',
            )}
          />
        ))}
      </ol>
    </div>
  );
}
