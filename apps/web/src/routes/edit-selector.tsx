import { WandSparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ImageChooserPage, type StartEditingSource } from '@/features/assets';
import { type EditorSource, editorPath } from '@/features/editor';

const EDITOR_SOURCE: Record<StartEditingSource, EditorSource> = {
  upload: 'upload',
  previous: 'generation',
  collections: 'collection',
};

/**
 * /dashboard/edit/selector — choose the image to edit (?action=upload|generations|collections picks
 * the tab). The chosen image opens in the editor.
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <ImageChooserPage
      icon={WandSparkles}
      tool="Editor"
      title="Choose an image to edit"
      description="Start from one of your designs, an image in a collection, or upload your own."
      onChoose={(asset, source) => navigate(editorPath(asset.id, EDITOR_SOURCE[source]))}
    />
  );
}
