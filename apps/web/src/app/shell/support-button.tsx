import { MessageCircle } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useStickyFooters } from '@/components/ui/sticky-footer';
import { useSupportLive, useSupportUnread } from '@/features/support';
import { useSession } from '@/features/users';
import { useShellActions } from '@/lib/shell-actions-context';
import { isPathActive } from './nav-rules';
import { liftAbove } from './support-lift';

/** Follows the sticky footers as the page scrolls and resizes; the px to move the button up. */
function useLiftAboveStickyFooters(ref: RefObject<HTMLElement | null>): number {
  const bars = useStickyFooters();
  const [lift, setLift] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      let next = 0;
      if (el && el.offsetWidth > 0 && bars.size > 0) {
        // Where the button sits unmoved. Offsets ignore the lift (a translate), also while it is
        // still animating, and a fixed element's offsets are relative to the viewport.
        const unmoved = {
          top: el.offsetTop,
          bottom: el.offsetTop + el.offsetHeight,
          left: el.offsetLeft,
          right: el.offsetLeft + el.offsetWidth,
        };
        next = liftAbove(
          unmoved,
          [...bars].map((b) => b.getBoundingClientRect()),
        );
      }
      setLift(next);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    if (bars.size === 0) return () => cancelAnimationFrame(frame);
    const resize = new ResizeObserver(schedule);
    for (const bar of bars) resize.observe(bar);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [bars, ref]);
  return lift;
}

/** The chat's code loads on hover or focus, so a click opens it at once (spec part 1: lazily on hover, focus or click). */
const preloadChat = () => void import('./live-chat-dialog');

/** The team's replies the signed-in person has not read yet (live). */
function useUnreadReplies(): number {
  const signedIn = useSession().status === 'ready';
  useSupportLive();
  return useSupportUnread(signedIn).data ?? 0;
}

function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      className={`flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] font-semibold leading-5 text-white ${className ?? ''}`}
      data-testid="support-unread"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The floating support chat button; hidden on session pages where it would cover the editor.
 * It floats from 640 px up, moving above a page's sticky footer (StickyFooter) instead of covering
 * its action. On phones it would always cover something, so support sits in the page footer
 * (SupportFooterLink) and the menu's Live chat instead.
 */
export function SupportButton() {
  const { pathname } = useLocation();
  const { openLiveChat } = useShellActions();
  const ref = useRef<HTMLButtonElement>(null);
  const lift = useLiftAboveStickyFooters(ref);
  const unread = useUnreadReplies();
  // Staff's support inbox has its own reply box where the button would sit.
  if (isPathActive(pathname, '/dashboard/sessions') || isPathActive(pathname, '/admin/support')) return null;
  return (
    <button
      ref={ref}
      type="button"
      onClick={openLiveChat}
      onPointerEnter={preloadChat}
      onFocus={preloadChat}
      aria-label={unread ? `Chat with support, ${unread} unread` : 'Chat with support'}
      title="Chat with support"
      data-testid="support-button"
      style={lift ? { translate: `0 -${lift}px` } : undefined}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-zinc-900 text-white shadow-pop transition-[translate,scale] hover:scale-105 active:scale-95 max-sm:hidden sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-5" aria-hidden />
      <UnreadBadge count={unread} className="absolute -top-1 -right-1" />
    </button>
  );
}

/** Support in the page footer on phones, where the floating button is not shown. */
export function SupportFooterLink() {
  const { openLiveChat } = useShellActions();
  const unread = useUnreadReplies();
  return (
    <button
      type="button"
      onClick={openLiveChat}
      className="inline-flex items-center gap-1.5 font-medium text-zinc-700 hover:text-zinc-900 sm:hidden"
      data-testid="support-footer-link"
    >
      <MessageCircle className="size-3.5" aria-hidden /> Chat with support
      <UnreadBadge count={unread} />
    </button>
  );
}
