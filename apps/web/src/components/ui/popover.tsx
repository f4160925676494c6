import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

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
