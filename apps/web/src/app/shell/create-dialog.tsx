import {
  ArrowLeft,
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
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  emptyAssetSelection,
  StartEditingActions,
  type StartEditingSource,
  StartEditingTabs,
  useStartEditing,
} from '@/features/assets';
import { BackToTilesContext, type CreateFlowId, FLOW_DIALOGS } from '@/features/create';
import { RecentWork } from '@/features/dashboard';
import { editorPath } from '@/features/editor';
import { useUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { type CreateTileId, type CreateUseCase, tileForUseCase } from './create-new-params';

interface Tile {
  id: CreateTileId;
  label: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  /** Where the tile goes; tiles whose dialog lands later have none and show "Soon". */
  to?: string;
  /** The sub-flow the tile opens for signed-in people (others follow `to`, which asks them to sign in). */
  useCase?: CreateUseCase;
}

const TILES: readonly Tile[] = [
  {
    id: 'ai-imagery',
    label: 'AI imagery',
    description: 'Images from a prompt',
    icon: Sparkles,
    tone: 'bg-violet-50 text-violet-600',
    to: '/dashboard',
    useCase: 'ai-imagery',
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
    useCase: 'logo-design',
  },
  {
    id: 'edit',
    label: 'Edit image',
    description: 'Chat to edit any image',
    icon: WandSparkles,
    tone: 'bg-rose-50 text-rose-600',
    to: '/dashboard/edit/selector',
    useCase: 'edit',
  },
  {
    id: 'photoshoot',
    label: 'AI photoshoot',
    description: 'Your product in a scene',
    icon: Camera,
    tone: 'bg-amber-50 text-amber-600',
    to: '/dashboard',
    useCase: 'product-photoshoot',
  },
  {
    id: 'packaging-range',
    label: 'Packaging range',
    description: 'One design, many formats',
    icon: Layers,
    tone: 'bg-emerald-50 text-emerald-600',
    to: '/dashboard',
    useCase: 'packaging-range',
  },
  {
    id: 'variant-range',
    label: 'Flavor/variant range',
    description: 'New flavours and SKUs',
    icon: SwatchBook,
    tone: 'bg-teal-50 text-teal-600',
    to: '/dashboard',
    useCase: 'variant-range',
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
  highlighted,
  autoFocus,
  onLeave,
  onPick,
}: {
  tile: Tile;
  highlighted: boolean;
  autoFocus: boolean;
  onLeave: () => void;
  onPick?: () => void;
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
    highlighted && 'border-brand-400 ring-4 ring-brand-500/10',
  );
  const focus = autoFocus || undefined;
  if (onPick) {
    return (
      <button
        type="button"
        onClick={onPick}
        data-autofocus={focus}
        data-use-case={tile.useCase}
        className={className}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={tile.to} onClick={onLeave} data-autofocus={focus} className={className}>
      {body}
    </Link>
  );
}

/** Moves focus to the element marked `data-autofocus` in the open dialog, if there is one. */
function focusMarked(event?: Event) {
  const target = document.querySelector<HTMLElement>('[role=dialog] [data-autofocus]');
  if (!target) return;
  event?.preventDefault();
  target.focus();
}

/** The edit sub-flow: Start editing's three sources inside Create new, with Back to the tiles. */
function useEditStep(onChoose: (assetId: string) => void) {
  const [source, setSource] = useState<StartEditingSource>('previous');
  const state = useStartEditing({
    source,
    onSourceChange: setSource,
    onChoose: (asset) => onChoose(asset.id),
  });
  const reset = () => {
    setSource('previous');
    state.setPrevious(null);
    state.setSelection(emptyAssetSelection());
  };
  return { state, reset };
}

export interface CreateDialogProps {
  open: boolean;
  /** The open sub-flow (from the address's use-case value), or null for the tiles. */
  useCase: CreateUseCase | null;
  /** A tile to highlight. */
  focus?: CreateTileId;
  onPick: (useCase: CreateUseCase) => void;
  /** Back from a sub-flow to the tiles. */
  onBack: () => void;
  onClose: () => void;
  /** A link inside is leaving the page. */
  onLeave: () => void;
}

/**
 * The "Create new" dialog: every way to start, then recent work (spec part 2 §2). A sub-flow
 * (part 2 §4) opens in place of the tiles: Edit image inside this dialog, with Back; the creation
 * flows in their own dialog while this one steps aside (closing a flow closes Create new; the
 * Back on a flow's first step, like the browser's, returns to the tiles). Signed-out people's
 * tiles lead to sign-in instead.
 */
export function CreateDialog({ open, useCase, focus, onPick, onBack, onClose, onLeave }: CreateDialogProps) {
  const user = useUser();
  const active = user ? useCase : null;
  const flow = active && active !== 'edit' ? active : null;
  const navigate = useNavigate();
  const edit = useEditStep((assetId) => {
    onClose();
    navigate(editorPath(assetId));
  });

  // Entering the edit step starts it afresh; back on the tiles, focus the tile you came from.
  const cameFrom = useRef<CreateUseCase | null>(null);
  const { reset } = edit;
  const shown = open ? active : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, not on every render
  useEffect(() => {
    if (!open) cameFrom.current = null;
    if (shown) cameFrom.current = shown;
    if (shown === 'edit') {
      reset();
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role=dialog] [role=tab][data-state=active]')?.focus(),
      );
    } else if (shown === null && open) requestAnimationFrame(() => focusMarked());
  }, [shown, open]);
  const returnTile = cameFrom.current ? tileForUseCase(cameFrom.current) : null;

  return (
    <>
      <Dialog open={open && !flow} onOpenChange={(next) => (next ? undefined : onClose())}>
        {active === 'edit' ? (
          <DialogContent
            size="xl"
            title="Start editing"
            description="Pick one of your designs, an image from a collection, or upload your own."
            footer={
              <>
                <Button variant="outline" onClick={onBack} className="sm:mr-auto">
                  <ArrowLeft aria-hidden /> Back
                </Button>
                <StartEditingActions state={edit.state} />
              </>
            }
          >
            <div data-testid="create-new-edit" data-use-case="edit">
              <StartEditingTabs state={edit.state} />
            </div>
          </DialogContent>
        ) : (
          <DialogContent
            size="xl"
            title="Create new"
            description="What would you like to make today?"
            onOpenAutoFocus={focusMarked}
          >
            <div
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
              data-testid="create-new-tiles"
            >
              {TILES.map((tile) => (
                <TileCard
                  key={tile.id}
                  tile={tile}
                  highlighted={tile.id === focus}
                  autoFocus={tile.id === (focus ?? returnTile)}
                  onLeave={onLeave}
                  onPick={tile.useCase && user ? () => onPick(tile.useCase!) : undefined}
                />
              ))}
            </div>
            <div className="mt-8">
              <RecentWork
                heading={<h3 className="text-sm font-semibold text-zinc-900">Recent</h3>}
                signedIn={!!user}
                onNavigate={onLeave}
              />
            </div>
          </DialogContent>
        )}
      </Dialog>
      {open && flow ? <FlowStep key={flow} flow={flow} onBack={onBack} onClose={onClose} /> : null}
    </>
  );
}

/** A creation flow's dialog, opened from its tile or its address: its first step goes Back to the tiles. */
function FlowStep({
  flow,
  onBack,
  onClose,
}: {
  flow: CreateFlowId;
  onBack: () => void;
  onClose: () => void;
}) {
  const request = useMemo(() => ({ flow }), [flow]);
  const FlowDialog = FLOW_DIALOGS[flow];
  return (
    <Suspense
      fallback={<div aria-hidden className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px]" />}
    >
      <BackToTilesContext.Provider value={onBack}>
        <FlowDialog request={request} onClose={onClose} />
      </BackToTilesContext.Provider>
    </Suspense>
  );
}
