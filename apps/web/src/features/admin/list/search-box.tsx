import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const DEBOUNCE_MS = 400;

/** A list's search: asks once typing pauses, or at once on Enter / the button. */
export function SearchBox({
  id,
  label,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const settled = useDebouncedValue(draft.trim(), DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search className="mb-4">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden /> Search
        </Button>
      </form>
    </search>
  );
}
