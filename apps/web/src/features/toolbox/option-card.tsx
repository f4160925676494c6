import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { costLabel, type ToolboxOption } from './options';

const cardClass =
  'group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white text-left transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function CardBody({ option }: { option: ToolboxOption }) {
  return (
    <>
      <div className="relative aspect-[2/1] bg-zinc-100">
        <img
          src={option.picture}
          alt=""
          loading="lazy"
          width={480}
          height={240}
          className="size-full object-cover"
        />
        {option.kind === 'tool' ? (
          <span className="absolute inset-x-0 bottom-1.5 flex justify-around text-[10px] font-medium tracking-wide text-zinc-600 uppercase">
            <span>Before</span>
            <span>After</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3.5">
        <div className="flex items-start justify-between gap-2">
          <span className="font-medium text-zinc-900">{option.label}</span>
          <Badge variant={'cash' in option.cost ? 'dark' : 'brand'} data-testid="cost-badge">
            {costLabel(option.cost)}
          </Badge>
        </div>
        <ul className="space-y-1 text-xs text-zinc-500">
          {option.features.map((f) => (
            <li key={f} className="flex gap-1.5">
              <Check className="mt-px size-3.5 shrink-0 text-emerald-600" aria-hidden /> {f}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** One toolbox card: a button for tools and rating, a link for services. */
export function OptionCard({
  option,
  onChoose,
  assetId,
}: {
  option: ToolboxOption;
  onChoose: (option: ToolboxOption) => void;
  assetId: string | null;
}): ReactNode {
  if (option.kind === 'service') {
    const href = assetId ? `${option.href}?assetId=${encodeURIComponent(assetId)}` : option.href;
    return (
      <Link to={href} className={cn(cardClass)} data-testid={`toolbox-option-${option.id}`}>
        <CardBody option={option} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cardClass}
      onClick={() => onChoose(option)}
      data-testid={`toolbox-option-${option.id}`}
    >
      <CardBody option={option} />
    </button>
  );
}
