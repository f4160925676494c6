import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** A search field with its magnifier inside, on the left; `className` sizes the wrapper. */
export function SearchInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
