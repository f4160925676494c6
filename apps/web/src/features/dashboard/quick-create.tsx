import { Camera, Layers, type LucideIcon, Package, PenTool, Sparkles, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { type CreateFlowId, openCreateFlow } from '@/features/create';
import { cn } from '@/lib/cn';

interface QuickCreate {
  label: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  /** A creation dialog to open, or a page to go to. */
  flow?: CreateFlowId;
  to?: string;
}

/** The most used ways to start, one click from home (the rest are in Create new). */
const QUICK_CREATES: readonly QuickCreate[] = [
  {
    label: 'AI imagery',
    description: 'Images from a prompt',
    icon: Sparkles,
    tone: 'bg-violet-50 text-violet-600',
    flow: 'ai-imagery',
  },
  {
    label: 'Packaging design',
    description: 'Concepts from a brief',
    icon: Package,
    tone: 'bg-brand-50 text-brand-600',
    to: '/action/generate-packaging-design',
  },
  {
    label: 'Logo design',
    description: 'Marks and wordmarks',
    icon: PenTool,
    tone: 'bg-sky-50 text-sky-600',
    flow: 'logo-design',
  },
  {
    label: 'Packaging range',
    description: 'One design, many formats',
    icon: Layers,
    tone: 'bg-emerald-50 text-emerald-600',
    flow: 'packaging-range',
  },
  {
    label: 'AI photoshoot',
    description: 'Your product in a scene',
    icon: Camera,
    tone: 'bg-amber-50 text-amber-600',
    flow: 'product-photoshoot',
  },
  {
    label: 'Edit image',
    description: 'Chat to edit any image',
    icon: WandSparkles,
    tone: 'bg-rose-50 text-rose-600',
    to: '/dashboard/edit/selector',
  },
];

const tileClass =
  'group flex h-full w-full flex-col items-start rounded-2xl border border-zinc-200/80 bg-white p-4 text-left shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

function TileBody({ tile }: { tile: QuickCreate }) {
  const Icon = tile.icon;
  return (
    <>
      <span className={cn('flex size-10 items-center justify-center rounded-xl', tile.tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="mt-3 block text-sm font-semibold text-zinc-900">{tile.label}</span>
      <span className="mt-0.5 block text-xs text-zinc-500">{tile.description}</span>
    </>
  );
}

/** Quick-create tiles: a creation dialog opens in place; the others are pages. */
export function QuickCreate() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="quick-create">
      {QUICK_CREATES.map((tile) => (
        <li key={tile.label}>
          {tile.flow ? (
            <button
              type="button"
              className={tileClass}
              onClick={() => tile.flow && openCreateFlow({ flow: tile.flow })}
            >
              <TileBody tile={tile} />
            </button>
          ) : (
            <Link to={tile.to ?? '/dashboard'} className={tileClass}>
              <TileBody tile={tile} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
