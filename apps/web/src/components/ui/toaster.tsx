import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Sibling effects run in order, so by this one the toaster above has subscribed. */
function Listening({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}

/** sonner's toaster; tells `onListening` once it receives toasts. */
export default function Toaster({ onListening }: { onListening: () => void }) {
  return (
    <>
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
      <Listening onListening={onListening} />
    </>
  );
}
