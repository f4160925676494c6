import {
  type InstantPdfAvailability,
  instantPdfAvailabilityUrl,
  instantPdfUrl,
  PRINT_ACTION_TEXT,
  PRINT_READY_QUERY_KEY,
} from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Download, Loader2, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { FoldDesignButton } from '@/features/dielines';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { api, isApiError, requestBlob } from '@/lib/api';
import { GetThisDesignLink } from './get-this-design';

/** Saves bytes as a file through a temporary link (the download needs the bearer token). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Whether one of the user's designs has an instant print PDF (cached per design). */
export function useInstantPdfAvailability(assetId: string | null | undefined, wanted = true) {
  const signedIn = Boolean(useUser());
  const enabled = useFlag('print-ready');
  return useQuery({
    queryKey: [...PRINT_READY_QUERY_KEY, 'instant', assetId ?? ''],
    queryFn: () =>
      api.get<{ data: InstantPdfAvailability }>(instantPdfAvailabilityUrl(assetId!), {
        redirects: { 404: false },
      }),
    select: (r) => r.data,
    enabled: wanted && Boolean(assetId) && signedIn && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The print action of every design dialog (the session page's image dialog, the editor, its phone
 * layout): "Download print PDF" when the design has an instant PDF, "Get print-ready file" (the
 * order form with this design chosen) otherwise. The get-this-design flag switches it to "Get this
 * design" (the design's print-ready page). Nothing while the print-ready flag is off.
 */
export function PrintDesignAction({
  assetId,
  className,
  onPrintPage = false,
}: {
  assetId: string;
  className?: string;
  /** On the print-ready page itself the action is always the file (Get this design leads there). */
  onPrintPage?: boolean;
}) {
  const enabled = useFlag('print-ready');
  const getThisDesign = useFlag('get-this-design') && !onPrintPage;
  const signedIn = Boolean(useUser());
  const availability = useInstantPdfAvailability(assetId, !getThisDesign);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!enabled || !signedIn) return null;
  if (getThisDesign) return <GetThisDesignLink assetId={assetId} className={className} />;
  if (availability.isPending) {
    return (
      <Button variant="outline" disabled className={className} data-testid="print-action-pending">
        <Loader2 className="animate-spin" aria-hidden /> Print file
      </Button>
    );
  }
  if (availability.data?.available) {
    const download = async () => {
      setState({ busy: true, error: null });
      try {
        saveFile(await requestBlob(instantPdfUrl(assetId)), `print-ready-${assetId.slice(0, 8)}.pdf`);
        setState({ busy: false, error: null });
      } catch (error) {
        setState({ busy: false, error: isApiError(error) ? error.message : 'The file could not be made.' });
      }
    };
    return (
      <>
        <Button
          variant="outline"
          onClick={download}
          disabled={state.busy}
          className={className}
          data-testid="print-pdf-download"
          title={state.error ?? undefined}
        >
          {state.busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {PRINT_ACTION_TEXT.download}
        </Button>
        {availability.data.foldable ? <FoldDesignButton assetId={assetId} className={className} /> : null}
        {state.error ? (
          <p role="alert" className="col-span-full text-red-600 text-xs" data-testid="print-pdf-error">
            {state.error}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Link
      to={`/print-ready/print-ready-file-front?assetId=${encodeURIComponent(assetId)}`}
      className={buttonClass({ variant: 'outline', className })}
      data-testid="print-ready-order"
    >
      <Printer aria-hidden /> {PRINT_ACTION_TEXT.order}
    </Link>
  );
}
