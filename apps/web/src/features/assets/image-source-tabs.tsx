import { type Asset, type FileCategory, UPLOAD_LIMITS } from '@packsmith/core';
import { FolderHeart, Sparkles, Upload } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { FieldError } from '@/components/ui/field';
import { type IconTab, IconTabList } from '@/components/ui/icon-tab-list';
import { useCollectionPicker } from '@/lib/asset-slots';
import { cn } from '@/lib/cn';
import { UPLOADED_IMAGES } from './api';
import { AssetSelector, type AssetSelectorValue } from './asset-selector';
import { PreviousDesignsGrid } from './previous-designs-grid';

/** Where an image to start from comes from (Start editing, ranges, photoshoot). */
export type ImageSource = 'previous' | 'collections' | 'upload';

export interface ImageSourceTabsProps {
  tab: ImageSource;
  onTabChange: (tab: ImageSource) => void;
  /** The picked previous design. */
  previousId: string | null;
  onPreviousChange: (asset: Asset | null) => void;
  /** The image picked out of a collection. */
  collectionPickId: string | null;
  onCollectionPickChange: (asset: Asset | null) => void;
  selection: AssetSelectorValue;
  onSelectionChange: (value: AssetSelectorValue) => void;
  onBusyChange: (busy: boolean) => void;
  /** Double-click / open an image: take it at once. */
  onOpen: (asset: Asset) => void;
  /** Category uploads are saved under (EDIT IMAGE UPLOAD, DESIGN INSPIRATION, PRODUCT_IMAGE, …). */
  fileCategory: FileCategory;
  /** The upload tab's short label on phones. */
  uploadShort: string;
  error: string | null;
  testId: string;
  /** Taller panels (the Start editing dialog). */
  tall?: boolean;
  className?: string;
}

/**
 * The three source tabs and their panels: previous designs, collections and an upload from this
 * device (kept mounted so an upload carries on while another tab is open), then the error.
 */
export function ImageSourceTabs(props: ImageSourceTabsProps) {
  const { tab, tall } = props;
  const CollectionPicker = useCollectionPicker();
  const tabs: readonly IconTab<ImageSource>[] = [
    { id: 'previous', label: 'Previous designs', short: 'Previous', icon: Sparkles },
    { id: 'collections', label: 'Choose from collections', short: 'Collections', icon: FolderHeart },
    { id: 'upload', label: 'Choose your image', short: props.uploadShort, icon: Upload },
  ];
  const panel = cn('min-h-64 focus-visible:outline-none', tall ? 'sm:min-h-80' : 'sm:min-h-72');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(v) => props.onTabChange(v as ImageSource)}
      className={cn('flex flex-col', tall ? 'gap-5' : 'gap-4', props.className)}
    >
      <IconTabList tabs={tabs} label="Where is the image?" testId={props.testId} />

      <Tabs.Content value="previous" className={panel}>
        <PreviousDesignsGrid
          selectedId={props.previousId}
          onSelect={props.onPreviousChange}
          onOpen={props.onOpen}
          onUploadInstead={() => props.onTabChange('upload')}
        />
      </Tabs.Content>

      <Tabs.Content value="collections" className={panel}>
        {CollectionPicker ? (
          <CollectionPicker
            selectedId={props.collectionPickId}
            onSelect={props.onCollectionPickChange}
            onOpen={props.onOpen}
          />
        ) : null}
      </Tabs.Content>

      <Tabs.Content value="upload" forceMount className={cn(panel, 'data-[state=inactive]:hidden')}>
        <AssetSelector
          value={props.selection}
          onChange={props.onSelectionChange}
          fileCategory={props.fileCategory}
          maxFiles={UPLOAD_LIMITS.maxFilesSingle}
          existingFilters={UPLOADED_IMAGES}
          onBusyChange={props.onBusyChange}
          onOpen={props.onOpen}
          active={tab === 'upload'}
        />
      </Tabs.Content>
      {props.error ? <FieldError message={props.error} /> : null}
    </Tabs.Root>
  );
}
