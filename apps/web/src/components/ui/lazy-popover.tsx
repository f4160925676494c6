/**
 * A popover whose code loads on demand: the trigger is a plain button in the first load; the
 * popover itself (Radix, floating-ui and the body) loads when the pointer or focus reaches the
 * trigger, and mounts on first opening. The body module renders `AnchoredPopover` (popover.tsx)
 * with the handle it is given.
 */
import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type RefObject,
  Suspense,
  useRef,
  useState,
} from 'react';

export interface PopoverHandle {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: the popover is anchored to it and returns focus to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export interface LazyPopoverBody<P> {
  Body: LazyExoticComponent<ComponentType<P & { handle: PopoverHandle }>>;
  preload: () => void;
}

/** A popover body module (its default export), loaded once and on demand. */
export function lazyPopoverBody<P = object>(
  load: () => Promise<{ default: ComponentType<P & { handle: PopoverHandle }> }>,
): LazyPopoverBody<P> {
  let loading: Promise<unknown> | null = null;
  const once = () => {
    loading ??= load();
    return loading as ReturnType<typeof load>;
  };
  return { Body: lazy(once), preload: () => void once() };
}

type LazyPopoverProps<P> = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  body: LazyPopoverBody<P>;
  /** Controlled (one of several panels open at a time); uncontrolled otherwise. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
} & (object extends P ? { bodyProps?: P } : { bodyProps: P }); // what the body needs besides its handle

export function LazyPopover<P>(props: LazyPopoverProps<P>) {
  const {
    body,
    bodyProps,
    open: controlledOpen,
    onOpenChange,
    ...button
  } = props as LazyPopoverProps<P> & {
    bodyProps?: P;
  };
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { Body, preload } = body;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(!open)}
        {...button}
      />
      {used ? (
        <Suspense fallback={null}>
          <Body {...(bodyProps as P)} handle={{ open, onOpenChange: setOpen, triggerRef }} />
        </Suspense>
      ) : null}
    </>
  );
}
