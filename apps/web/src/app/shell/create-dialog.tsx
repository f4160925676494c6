import {
  Camera,
  Images,
  Layers,
  type LucideIcon,
  Package,
  PenTool,
  Printer,
  Sparkles,
  Star,
  SwatchBook,
  WandSparkles,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { StartEditingDialog } from '@/features/assets';
import { type CreateFlowId, openCreateFlow } from '@/features/create';
import { RecentWork } from '@/features/dashboard';
import { cn } from '@/lib/cn';
import { useUser } from '../session';

export type CreateTileId =
  | 'ai-imagery'
  | 'packaging-design'
  | 'logo-design'
  | 'edit'
  | 'photoshoot'
  | 'packaging-range'
  | 'variant-range'
  | 'professional-photoshoot'
  | 'print-ready'
  | 'judge';

interface Tile {
  id: CreateTileId;
  label: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  /** Where the tile goes; tiles whose dialog lands later have none and show "Soon". */
  to?: string;
  /** A dialog the tile opens for signed-in people (others follow `to`, which asks them to sign in). */
  opens?: 'start-editing' | CreateFlowId;
}

const TILES: readonly Tile[] = [
  {
    id: 'ai-imagery',
    label: 'AI imagery',
    description: 'Images from a prompt',
    icon: Sparkles,
    tone: 'bg-violet-50 text-violet-600',
    to: '/dashboard',
    opens: 'ai-imagery',
  },
  {
    id: 'packaging-design',
    label: 'Packaging design',
    description: 'Concepts from a brief',
    icon: Package,
    tone: 'bg-brand-50 text-brand-600',
    to: '/action/generate-packaging-design',
  },
  {
    id: 'logo-design',
    label: 'Logo design',
    description: 'Marks and wordmarks',
    icon: PenTool,
    tone: 'bg-sky-50 text-sky-600',
    to: '/dashboard',
    opens: 'logo-design',
  },
  {
    id: 'edit',
    label: 'Edit image',
    description: 'Chat to edit any image',
    icon: WandSparkles,
    tone: 'bg-rose-50 text-rose-600',
    to: '/dashboard/edit/selector',
    opens: 'start-editing',
  },
  {
    id: 'photoshoot',
    label: 'AI photoshoot',
    description: 'Your product in a scene',
    icon: Camera,
    tone: 'bg-amber-50 text-amber-600',
    to: '/dashboard',
    opens: 'product-photoshoot',
  },
  {
    id: 'packaging-range',
    label: 'Packaging range',
    description: 'One design, many formats',
    icon: Layers,
    tone: 'bg-emerald-50 text-emerald-600',
    to: '/dashboard',
    opens: 'packaging-range',
  },
  {
    id: 'variant-range',
    label: 'Flavor/variant range',
    description: 'New flavours and SKUs',
    icon: SwatchBook,
    tone: 'bg-teal-50 text-teal-600',
    to: '/dashboard',
    opens: 'variant-range',
  },
  {
    id: 'professional-photoshoot',
    label: 'Professional photoshoot',
    description: 'Shot by a human pro',
    icon: Images,
    tone: 'bg-orange-50 text-orange-600',
    to: '/print-ready/professional-photoshoot',
  },
  {
    id: 'print-ready',
    label: 'Get print-ready file',
    description: 'Finished by a designer',
    icon: Printer,
    tone: 'bg-zinc-100 text-zinc-700',
    to: '/print-ready',
  },
  {
    id: 'judge',
    label: 'Rate design',
    description: 'An expert score',
    icon: Star,
    tone: 'bg-yellow-50 text-yellow-600',
    to: '/judge',
  },
];

function TileCard({
  tile,
  focused,
  onNavigate,
  onOpen,
}: {
  tile: Tile;
  focused: boolean;
  onNavigate: () => void;
  onOpen?: () => void;
}) {
  const Icon = tile.icon;
  const body = (
    <>
      <span className={cn('flex size-10 items-center justify-center rounded-xl', tile.tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="mt-3 block text-sm font-semibold text-zinc-900">{tile.label}</span>
      <span className="mt-0.5 block text-xs text-zinc-500">{tile.description}</span>
      {tile.to ? null : (
        <Badge className="absolute top-3 right-3" variant="neutral">
          Soon
        </Badge>
      )}
    </>
  );
  const base = 'relative flex flex-col items-start rounded-2xl border bg-white p-4 text-left transition-all';
  if (!tile.to) {
    return (
      <div aria-disabled className={cn(base, 'border-zinc-200/70 opacity-60')}>
        {body}
      </div>
    );
  }
  const className = cn(
    base,
    'border-zinc-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-card',
    focused && 'border-brand-400 ring-4 ring-brand-500/10',
  );
  if (onOpen) {
    return (
      <button type="button" onClick={onOpen} data-autofocus={focused || undefined} className={className}>
        {body}
      </button>
    );
  }
  return (
    <Link
      to={tile.to}
      onClick={onNavigate}
      data-autofocus={focused || undefined}
      className={cn(
        base,
        'border-zinc-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-card',
        focused && 'border-brand-400 ring-4 ring-brand-500/10',
      )}
    >
      {body}
    </Link>
  );
}

/** The "Create new" dialog: every way to start, then recent work. */
export function CreateDialog({
  open,
  focus,
  onOpenChange,
}: {
  open: boolean;
  focus?: CreateTileId;
  onOpenChange: (open: boolean) => void;
}) {
  const [startEditing, setStartEditing] = useState(false);
  const user = useUser();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title="Create new"
        description="What would you like to make today?"
        onOpenAutoFocus={(event) => {
          const target = document.querySelector<HTMLElement>('[data-autofocus]');
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {TILES.map((tile) => (
            <TileCard
              key={tile.id}
              tile={tile}
              focused={tile.id === focus}
              onNavigate={close}
              onOpen={
                tile.opens && user
                  ? () => {
                      close();
                      if (tile.opens === 'start-editing') setStartEditing(true);
                      else if (tile.opens) openCreateFlow({ flow: tile.opens });
                    }
                  : undefined
              }
            />
          ))}
        </div>
        <div className="mt-8">
          <RecentWork
            heading={<h3 className="text-sm font-semibold text-zinc-900">Recent</h3>}
            signedIn={!!user}
            onNavigate={close}
          />
        </div>
      </DialogContent>
      {/* Its own dialog: stays open after this one closes (the Root stays mounted). */}
      <StartEditingDialog open={startEditing} onOpenChange={setStartEditing} />
    </Dialog>
  );
}
