import { type Asset, CHAT_LIMITS, seeAnglesCost } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Download, Rotate3d, Wrench } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { downloadName, FavouriteButton } from '@/features/assets';
import { metaQuery } from '@/features/meta';
import { PrintDesignAction } from '@/features/print-ready';
import { ShowcaseConsentToggle } from '@/features/showcases';
import { fileSuffix, trackDownloadDesign, trackGenerateAngles } from '@/lib/analytics';
import { useAssetActions } from '@/lib/asset-slots';
import { TOOLBOX_PARAMS } from './toolbox-params';
import type { EditorChat } from './use-editor-chat';

function useOpenToolbox() {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(TOOLBOX_PARAMS)) next.set(k, v);
        return next;
      },
      { replace: false },
    );
}

/** See angles: the four views, its cost on the button before it is pressed. */
function SeeAngles({ asset, chat, blocked }: { asset: Asset; chat: EditorChat; blocked: boolean }) {
  const cost = seeAnglesCost();
  return (
    <Button
      variant="outline"
      className="col-span-2 lg:col-span-1"
      disabled={blocked}
      onClick={() => {
        trackGenerateAngles({ suffix: fileSuffix(asset.originalFileName), target: 'editor' });
        void chat.send({
          content: 'See angles',
          metadata: { toolbox: { tool: 'angle-variations' } },
          variationCount: CHAT_LIMITS.angleVariations,
        });
      }}
      data-testid="see-angles"
    >
      <Rotate3d aria-hidden /> See angles
      <span
        className="ml-auto rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600 tabular-nums"
        data-testid="see-angles-cost"
      >
        {cost} credits
      </span>
    </Button>
  );
}

/** Favourite, download, the print action (Get print-ready file or Get this design), add to collection, See angles and the toolbox. */
export function EditorActions({
  asset,
  chat,
  blocked,
}: {
  asset: Asset;
  chat: EditorChat;
  blocked: boolean;
}) {
  const shared = useAssetActions();
  const openToolbox = useOpenToolbox();
  const meta = useQuery(metaQuery);
  // the other views are drawn from the design document, or by an image model: without either
  // (an upload on a server with no model) there is nothing to offer
  const anglesPossible = asset.metadata.document !== undefined || meta.data?.imageEditModel !== false;
  return (
    <div
      className="flex flex-wrap gap-2 *:grow sm:grid sm:grid-cols-2 lg:grid-cols-3"
      data-testid="editor-actions"
    >
      <FavouriteButton asset={asset} variant="button" />
      <a
        href={asset.url}
        download={downloadName(asset)}
        target="_blank"
        rel="noreferrer"
        className={buttonClass({ variant: 'outline' })}
        onClick={() => trackDownloadDesign(downloadName(asset), asset.id)}
        data-testid="download-button"
      >
        <Download aria-hidden /> Download
      </a>
      <PrintDesignAction assetId={asset.id} />
      {shared([asset.id])}
      <Button variant="soft" onClick={openToolbox} data-testid="open-toolbox">
        <Wrench aria-hidden /> Toolbox
      </Button>
      {anglesPossible ? <SeeAngles asset={asset} chat={chat} blocked={blocked} /> : null}
      {/* On a phone the editor keeps its image, actions and chat on one screen; consent is set on a wider one. */}
      <ShowcaseConsentToggle assetId={asset.id} className="hidden sm:inline-flex" />
    </div>
  );
}
