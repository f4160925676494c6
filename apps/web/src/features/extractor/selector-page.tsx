import { ScanSearch } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ImageChooserPage } from '@/features/assets';

/** /dashboard/extract/selector (?action=upload|generations|collections): choose the image to extract from. */
export function ExtractSelectorPage() {
  const navigate = useNavigate();
  return (
    <ImageChooserPage
      icon={ScanSearch}
      tool="Extractor"
      title="Choose an image to extract from"
      description="One of your designs (extracted exactly, panel by panel), an image in a collection, or a photo of a pack you upload."
      onChoose={(asset) => navigate(`/dashboard/extract/extractor?assetId=${asset.id}`)}
    />
  );
}
