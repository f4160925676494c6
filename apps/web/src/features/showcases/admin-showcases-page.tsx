/** /admin/showcases: designs whose owners agreed to be featured; staff feature or take them out. */
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page, PageHeader } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { AssetImage, assetTitle } from '@/features/assets';
import { useSetFeatured, useShowcaseCandidates } from './api';

export function AdminShowcasesPage() {
  const candidates = useShowcaseCandidates();
  const setFeatured = useSetFeatured();
  const list = candidates.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Showcases"
        description="Designs whose owners agreed to be featured. Featured designs show in the Explore showcase."
      />
      {candidates.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title="No designs to feature yet"
          description="When someone turns on “May be featured” on a design, it shows here."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map(({ asset, ownerEmail, featuredAt }) => {
            const featured = featuredAt !== null;
            return (
              <li key={asset.id} data-testid="showcase-candidate">
                <Card className="flex items-center gap-3 p-3">
                  <AssetImage
                    src={asset.thumbnailUrl ?? asset.url}
                    alt={assetTitle(asset)}
                    className="size-16 shrink-0 rounded-xl"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-zinc-900">{assetTitle(asset)}</p>
                    <p className="truncate text-xs text-zinc-500">{ownerEmail ?? 'Deleted account'}</p>
                    {featured ? (
                      <Badge variant="success" className="mt-1">
                        Featured
                      </Badge>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    variant={featured ? 'outline' : 'primary'}
                    loading={setFeatured.isPending && setFeatured.variables?.assetId === asset.id}
                    onClick={() =>
                      setFeatured.mutate(
                        { assetId: asset.id, featured: !featured },
                        {
                          onSuccess: (res) => notify.success(res.message),
                          onError: (error) => notify.error('Error', error.message),
                        },
                      )
                    }
                    data-testid="showcase-feature"
                  >
                    {featured ? 'Unfeature' : 'Feature'}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
