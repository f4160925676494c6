import { instantPdfUrl } from '@packsmith/core';
import { Download, FileCheck2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { isApiError, requestBlob } from '@/lib/api';

/** Saves bytes as a file through a temporary link (the download needs the bearer token). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The instant print-ready PDF on /print-ready: for `?assetId=` (Get this design from the editor)
 * a download made from the design's own document — its dieline or flat artwork with bleed. An
 * image the engine did not make gets the server's answer, which offers the human services below.
 */
export function InstantPdfOffer() {
  const [params] = useSearchParams();
  const assetId = params.get('assetId');
  const signedIn = Boolean(useUser());
  const enabled = useFlag('print-ready');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!enabled) return null;

  const download = async () => {
    if (!assetId) return;
    setState({ busy: true, error: null });
    try {
      saveFile(await requestBlob(instantPdfUrl(assetId)), `print-ready-${assetId.slice(0, 8)}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: isApiError(error) ? error.message : 'The file could not be made.' });
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:flex-row sm:items-center">
      <FileCheck2 className="size-8 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-zinc-900">Instant print-ready PDF</h2>
        <p className="text-sm text-zinc-600">
          Designs made here come as a vector PDF at once: the box's dieline with cut and crease layers, or
          flat artwork with 3 mm bleed and crop marks.
        </p>
        {state.error ? (
          <Notice tone="danger" className="mt-3" title="No instant file for this image">
            <span data-testid="instant-pdf-error">{state.error}</span>
          </Notice>
        ) : null}
      </div>
      {assetId && signedIn ? (
        <Button onClick={download} disabled={state.busy} data-testid="instant-pdf-download">
          {state.busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          Download PDF
        </Button>
      ) : (
        <Link to="/dashboard/projects" className={buttonClass({ variant: 'outline' })}>
          Choose a design
        </Link>
      )}
    </div>
  );
}
