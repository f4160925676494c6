import { Camera } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconIllustration } from '@/components/ui/icon-illustration';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { openCreateFlow } from '@/features/create';
import { ActionCard } from '@/features/sessions';
import { useActionsOfType } from './api';

function StartButton() {
  return (
    <Button onClick={() => openCreateFlow({ flow: 'product-photoshoot' })}>
      <Camera aria-hidden /> Start a photoshoot
    </Button>
  );
}

/** /dashboard/photoshoots (render MVP flag): every product photoshoot the user ran, as it renders. */
export function PhotoshootsPage() {
  const query = useActionsOfType('product-photoshoot');
  const navigate = useNavigate();
  const actions = query.data?.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Photoshoots"
        description="Your product, photographed in any scene."
        actions={actions.length > 0 ? <StartButton /> : null}
      />
      {query.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your photoshoots" error={query.error} onRetry={query.refetch} />
      ) : actions.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-200 px-6 py-12 text-center"
          data-testid="photoshoots-empty"
        >
          <IconIllustration icon={Camera} />
          <p className="text-base font-semibold text-zinc-900">No photoshoots yet</p>
          <p className="max-w-sm text-sm text-zinc-500">
            Upload a photo of your product and pick a scene; the shots appear here.
          </p>
          <StartButton />
        </div>
      ) : (
        <div className="space-y-4">
          {actions.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              onOpenImage={(assetId) =>
                navigate(`/dashboard/sessions/${action.sessionId}?activeAssetId=${assetId}`)
              }
              onRemix={() => openCreateFlow({ flow: 'product-photoshoot', remixFrom: action })}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
