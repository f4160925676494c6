import { Popover as P } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { PopoverHandle } from './lazy-popover';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverAnchor = P.Anchor;
export const PopoverClose = P.Close;

export const popoverSurfaceClass =
  'z-50 rounded-2xl border border-zinc-200/80 bg-white shadow-pop outline-none data-[state=open]:animate-in';

/** Escape and clicking outside close it; focus moves in and returns to the trigger. */
export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(popoverSurfaceClass, 'w-72 p-2', className)}
        {...props}
      />
    </P.Portal>
  );
}

/**
 * The popover of a `LazyPopover`: anchored to its trigger, which lives outside Radix. Does what
 * Radix's own trigger would: a press on the trigger toggles rather than closing and reopening,
 * and closing returns focus to the trigger unless the user moved on elsewhere.
 */
export function AnchoredPopover({
  handle,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof PopoverContent> & { handle: PopoverHandle }) {
  const { open, onOpenChange, triggerRef } = handle;
  const leftOutside = useRef(false);
  return (
    <P.Root open={open} onOpenChange={onOpenChange}>
      <P.Anchor virtualRef={triggerRef} />
      <PopoverContent
        {...props}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else if (!event.defaultPrevented) leftOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (!leftOutside.current) triggerRef.current?.focus();
          leftOutside.current = false;
        }}
      />
    </P.Root>
  );
}
