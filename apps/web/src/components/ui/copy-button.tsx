import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** Copies `text` to the clipboard; a tick shows for a moment once it is there. */
export function CopyButton({
  text,
  label = 'Copy',
  children,
  ...props
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size={children ? 'sm' : 'icon-sm'}
      aria-label={children ? undefined : label}
      data-copied={copied || undefined}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      {...props}
    >
      {copied ? <Check className="text-emerald-600" aria-hidden /> : <Copy aria-hidden />}
      {children}
    </Button>
  );
}
