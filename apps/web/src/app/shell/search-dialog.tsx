import { SEARCH_DIALOG_FOCUS_DELAY_MS } from '@packsmith/core';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { searchHref } from './search-href';

/** The Inspire panel's search: a prompt that goes to /search?q=… and closes the dialog. */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const href = searchHref(prompt);

  // The spec focuses the prompt a moment after opening, once the dialog has settled.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => input.current?.focus(), SEARCH_DIALOG_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        title="Search inspiration"
        description="Describe a colour, style or kind of packaging."
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <form
          className="flex flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (!href) return;
            onOpenChange(false);
            setPrompt('');
            navigate(href);
          }}
        >
          <Input
            ref={input}
            aria-label="Search prompt"
            placeholder="Ask anything"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            className="sm:flex-1"
            data-testid="search-prompt"
          />
          <Button type="submit" disabled={!href}>
            <Search aria-hidden /> Search
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
