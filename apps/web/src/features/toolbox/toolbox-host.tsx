import { useAsset } from '@/features/assets';
import { useEditorSend } from '@/features/editor';
import { ToolboxDialog } from './lazy-dialog';
import { sendToolboxMessage } from './send';
import { useToolboxUrl } from './use-toolbox-url';

/**
 * The toolbox where its URL flags open it. Inside the editor a tool message goes through the
 * editor's chat (it shows in the conversation with its placeholders) and edits the active image;
 * on a session page without the editor it is posted for the open image and answered by a toast.
 */
export function ToolboxHost({ assetId, sessionId }: { assetId: string | null; sessionId: string | null }) {
  const toolbox = useToolboxUrl();
  const editor = useEditorSend();
  const target = editor?.activeAssetId ?? assetId;
  // the editor has already read the image (the same query); a design made here carries its document
  const image = useAsset(toolbox.open ? target : null);
  const hasDocument = image.data ? !!image.data.metadata.document : true;
  return (
    <ToolboxDialog
      open={toolbox.open}
      onOpenChange={(isOpen) => {
        if (!isOpen) toolbox.close();
      }}
      asset={target ? { id: target, hasDocument } : null}
      onSend={(message) => {
        if (editor) void editor.send(message);
        else if (target && sessionId)
          void sendToolboxMessage(message, { assetId: target, designSessionId: sessionId });
      }}
    />
  );
}
