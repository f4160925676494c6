import { instantFoldUrl } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Box, Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { api, isApiError } from '@/lib/api';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { DesignOnNet } from './fold-view';

const loadFoldView = () => import('./fold-view');
const FoldView = lazy(loadFoldView);

/**
 * "Fold in 3D" for a design on a dieline: a dialog with the same fold view as the dieline
 * generator, the design's artwork printed on its panels. The net and artwork load when it opens.
 */
export function FoldDesignButton({ assetId, className }: { assetId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  // the 3D code is fetched while the page is idle, so the first frame follows the click
  useIdlePrefetch(loadFoldView);
  const fold = useQuery({
    queryKey: ['print-ready', 'fold', assetId],
    queryFn: () => api.get<{ data: DesignOnNet }>(instantFoldUrl(assetId)),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const spinner = (
    <p className="flex items-center gap-2 text-sm text-zinc-500">
      <Loader2 className="size-4 animate-spin" aria-hidden /> Folding the box…
    </p>
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className} data-testid="fold-design">
          <Box aria-hidden /> Fold in 3D
        </Button>
      </DialogTrigger>
      <DialogContent title="Your design folded in 3D" size="xl">
        {fold.isError ? (
          <p role="alert" className="text-red-600 text-sm">
            {isApiError(fold.error) ? fold.error.message : 'The 3D view could not be made.'}
          </p>
        ) : fold.data ? (
          <Suspense fallback={spinner}>
            <FoldView design={fold.data.data} name={`design-${assetId.slice(0, 8)}`} />
          </Suspense>
        ) : (
          spinner
        )}
      </DialogContent>
    </Dialog>
  );
}
