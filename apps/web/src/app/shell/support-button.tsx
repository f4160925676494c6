import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { isPathActive } from './nav-rules';
import { useShellActions } from './shell-actions';

/** The floating support chat button; hidden on session pages where it would cover the editor. */
export function SupportButton() {
  const { pathname } = useLocation();
  const { openLiveChat } = useShellActions();
  if (isPathActive(pathname, '/dashboard/sessions')) return null;
  return (
    <button
      type="button"
      onClick={openLiveChat}
      aria-label="Chat with support"
      title="Chat with support"
      data-testid="support-button"
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-zinc-900 text-white shadow-pop transition-transform hover:scale-105 active:scale-95 sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-5" aria-hidden />
    </button>
  );
}
