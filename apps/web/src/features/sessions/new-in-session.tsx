import { ChevronDown, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { type CreateFlowId, openCreateFlow } from '@/features/create';
import { cn } from '@/lib/cn';
import { ACTION_ICONS } from './action-icons';
import { ACTION_LABELS } from './rules';

const FLOWS: readonly { flow: CreateFlowId; description: string }[] = [
  { flow: 'ai-imagery', description: 'Images from a prompt' },
  { flow: 'logo-design', description: 'Marks and wordmarks' },
  { flow: 'packaging-range', description: 'One design on more formats' },
  { flow: 'variant-range', description: 'New flavours and SKUs' },
  { flow: 'product-photoshoot', description: 'Your product in a scene' },
];

const ImageryIcon = ACTION_ICONS['ai-imagery'].icon;

/** Starts another creation flow whose results land in this session. */
export function NewInSession({ sessionId }: { sessionId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => openCreateFlow({ flow: 'ai-imagery', sessionId })}>
        <ImageryIcon aria-hidden /> AI imagery
      </Button>
      <Popover>
        <PopoverTrigger asChild>
          <Button>
            <Plus aria-hidden /> New in this session
            <ChevronDown className="-mr-1 opacity-70" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-72 p-1.5" aria-label="New in this session">
          <ul>
            {FLOWS.map(({ flow, description }) => {
              const { icon: Icon, tone } = ACTION_ICONS[flow];
              return (
                <li key={flow}>
                  <PopoverClose asChild>
                    <button
                      type="button"
                      onClick={() => openCreateFlow({ flow, sessionId })}
                      className="flex w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-none"
                    >
                      <span
                        className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}
                      >
                        <Icon className="size-4.5" aria-hidden />
                      </span>
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-zinc-900">{ACTION_LABELS[flow]}</span>
                        <span className="block text-xs text-zinc-500">{description}</span>
                      </span>
                    </button>
                  </PopoverClose>
                </li>
              );
            })}
          </ul>
        </PopoverContent>
      </Popover>
    </div>
  );
}
