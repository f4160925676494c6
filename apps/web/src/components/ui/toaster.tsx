import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useIsPhone } from '@/lib/media-query';

/** Sibling effects run in order, so by this one the toaster above has subscribed. */
function Listening({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}

/** sonner's toaster; tells `onListening` once it receives toasts. */
export default function Toaster({ onListening }: { onListening: () => void }) {
  // On a phone the bottom holds sticky actions (Generate, Add, dialog buttons): toasts go on top.
  const phone = useIsPhone();
  return (
    <>
      <Sonner
        position={phone ? 'top-center' : 'bottom-right'}
        closeButton
        // Radix modals set pointer-events: none on the body; toasts stay clickable above them.
        style={{ pointerEvents: 'auto' }}
        offset={{ bottom: 88, right: 24 }}
        mobileOffset={{ top: 12 }}
        toastOptions={{
          classNames: {
            toast: 'rounded-xl! border-zinc-200! shadow-pop! font-sans!',
            title: 'font-semibold!',
            description: 'text-zinc-600!',
          },
        }}
      />
      <Listening onListening={onListening} />
    </>
  );
}
