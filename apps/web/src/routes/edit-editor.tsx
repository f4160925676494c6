import { ImageOff, WandSparkles } from 'lucide-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ToolBadge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useAsset } from '@/features/assets';
import { EditorDialog, editorAssetParam, sessionEditorPath, sessionOf } from '@/features/editor';
import { ToolboxHost } from '@/features/toolbox';

/**
 * /dashboard/edit/editor?revisionId|forgeImageId|collectionItemId — the editor on that image. An
 * image that belongs to a session opens there; any other (an upload) opens here and gets an
 * 'Edit' session with its first message, then moves to it.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = editorAssetParam(params);
  const asset = useAsset(id);
  if (!id) return <Navigate to="/dashboard/edit/selector" replace />;
  const sessionId = asset.data ? sessionOf(asset.data) : null;
  if (sessionId) return <Navigate to={sessionEditorPath(sessionId, id)} replace />;
  return (
    <Page>
      <PageHeader
        eyebrow={<ToolBadge icon={WandSparkles}>Editor</ToolBadge>}
        title="Editor"
        description="Say what to change; everything else stays as it is."
      />
      {asset.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : asset.isError ? (
        <EmptyState
          icon={ImageOff}
          title="This image isn't available"
          description="It may have been deleted, or it belongs to another account."
          action={
            <Link to="/dashboard/edit/selector" className={buttonClass()}>
              Choose another image
            </Link>
          }
        />
      ) : (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={WandSparkles}
            title="The editor is closed"
            action={
              <Link to="/dashboard/edit/selector" className={buttonClass()}>
                Choose an image
              </Link>
            }
          />
        </div>
      )}
      <EditorDialog
        open={!!asset.data}
        onOpenChange={(open) => {
          if (!open) navigate('/dashboard/edit');
        }}
        sessionId={null}
        assetId={id}
        onSessionCreated={(session, conversation, active) =>
          navigate(sessionEditorPath(session, id, conversation, active), { replace: true })
        }
      >
        <ToolboxHost assetId={id} sessionId={null} />
      </EditorDialog>
    </Page>
  );
}
