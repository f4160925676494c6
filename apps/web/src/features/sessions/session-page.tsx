import { DESIGN_LIMITS, type DesignAction } from '@packsmith/core';
import { Check, FolderOpen, Pencil, RefreshCw, Sparkles, WandSparkles, X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { AssetPreviewDialog } from '@/features/assets';
import { FLOW_FOR_ACTION_TYPE, openCreateFlow } from '@/features/create';
import { EditorDialog } from '@/features/editor';
import { PrintDesignAction } from '@/features/print-ready';
import { ToolboxHost } from '@/features/toolbox';
import { useFieldTouch } from '@/lib/field-touch';
import { useSearchParamsUpdate } from '@/lib/search-params-update';
import { useShellActions } from '@/lib/shell-actions-context';
import { ActionCard } from './action-card';
import { type SessionDetail, useRenameSession, useSessionDetail } from './api';
import { NewInSession } from './new-in-session';
import { sessionNameError } from './session-name';

function SessionName({ id, name }: { id: string; name: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const touch = useFieldTouch<'name'>();
  const error = touch.shown('name', sessionNameError(draft));
  const rename = useRenameSession();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touch.submit();
    if (sessionNameError(draft)) return;
    if (draft.trim() === name) return setEditing(false);
    rename.mutate(
      { id, name: draft.trim() },
      {
        onSuccess: () => setEditing(false),
        onError: (e) => notify.error('Could not rename the session', e.message),
      },
    );
  };
  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-1.5">
        <h1 className="truncate text-2xl font-semibold tracking-tight text-zinc-900 sm:text-[28px]">
          {name}
        </h1>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Rename session"
          className="text-zinc-400 hover:text-zinc-700"
          onClick={() => {
            setDraft(name);
            touch.reset();
            setEditing(true);
          }}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-1">
      <div className="flex min-w-0 items-center gap-2">
        <Input
          autoFocus
          aria-label="Session name"
          value={draft}
          maxLength={DESIGN_LIMITS.sessionNameMax}
          aria-invalid={!!error}
          aria-describedby={error ? 'session-name-error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          {...touch.control('name')}
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
          className="max-w-sm text-lg font-medium"
        />
        <Button type="submit" size="icon" aria-label="Save name" loading={rename.isPending}>
          <Check aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Cancel"
          onClick={() => setEditing(false)}
        >
          <X aria-hidden />
        </Button>
      </div>
      <FieldError id="session-name-error" message={error} />
    </form>
  );
}

/** '3 generations · 12 images · updated 22 Nov 2026' under the name. */
function sessionStats(session: SessionDetail): string {
  const actions = session.designActions.length;
  const images = session.designActions.reduce(
    (n, a) => n + a.images.filter((i) => i.status === 'completed').length,
    0,
  );
  const updated = new Date(session.lastUpdatedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return [
    `${actions} ${actions === 1 ? 'generation' : 'generations'}`,
    `${images} ${images === 1 ? 'image' : 'images'}`,
    `updated ${updated}`,
  ].join(' · ');
}

/** What the editor leaves in the URL; closing it removes them. */
const EDITOR_PARAMS = [
  'isEditMode',
  'assetId',
  'conversationId',
  'toolbox',
  'toolboxFilter',
  'tool',
  'return',
];

/**
 * The query parameters the session page acts on: activeAssetId / assetId (the open image),
 * isEditMode=true (the editor on assetId, showing activeAssetId), conversationId, generate-new,
 * isCreateNew, and sessionEventId (the design action to bring into view; ?daid= is the shell's).
 */
function useSessionParams(sessionId: string) {
  const [params, setParams] = useSearchParams();
  const { openCreate } = useShellActions();
  const assetId = params.get('activeAssetId') ?? params.get('assetId');
  const editMode = params.get('isEditMode') === 'true' && !!assetId;
  useEffect(() => {
    const next = new URLSearchParams(params);
    let changed = false;
    if (params.get('generate-new') === 'ai-imagery') {
      openCreateFlow({ flow: 'ai-imagery', sessionId });
      next.delete('generate-new');
      changed = true;
    }
    if (params.get('isCreateNew') === 'true') {
      openCreate();
      next.delete('isCreateNew');
      changed = true;
    }
    if (changed) setParams(next, { replace: true });
  }, [params, setParams, sessionId, openCreate]);
  const update = useSearchParamsUpdate();
  const setAsset = (id: string | null) =>
    update((next) => {
      next.delete('assetId');
      if (id) next.set('activeAssetId', id);
      else next.delete('activeAssetId');
    });
  return {
    assetId,
    eventId: params.get('sessionEventId'),
    setAsset,
    editor: editMode
      ? {
          sourceId: params.get('assetId') ?? assetId,
          activeId: assetId,
          conversationId: params.get('conversationId'),
        }
      : null,
    openEditor: (id: string) =>
      update((next) => {
        next.set('assetId', id);
        next.set('activeAssetId', id);
        next.set('isEditMode', 'true');
        next.delete('conversationId');
      }),
    closeEditor: () =>
      update((next) => {
        for (const key of [...EDITOR_PARAMS, 'activeAssetId']) next.delete(key);
      }),
    setActive: (id: string) => update((next) => next.set('activeAssetId', id)),
    setConversation: (id: string) => update((next) => next.set('conversationId', id)),
  };
}

/** /dashboard/sessions/{id}: every action of a session, newest first, with results as they arrive. */
export function SessionPage({ sessionId }: { sessionId: string }) {
  const query = useSessionDetail(sessionId);
  const { assetId, eventId, setAsset, editor, openEditor, closeEditor, setActive, setConversation } =
    useSessionParams(sessionId);
  const actions = query.data?.designActions ?? [];
  const gallery = useMemo(
    () =>
      actions.flatMap((a) =>
        a.images.flatMap((i) =>
          i.status === 'completed' && i.assetId ? [{ assetId: i.assetId, thumbnailUrl: i.thumbnailUrl }] : [],
        ),
      ),
    [actions],
  );
  const actionOf = (id: string | null) => actions.find((a) => a.images.some((i) => i.assetId === id));
  const remix = (action: DesignAction) => {
    const flow = FLOW_FOR_ACTION_TYPE[action.type];
    if (flow) openCreateFlow({ flow, sessionId, remixFrom: action });
  };
  const open = actionOf(assetId);
  // The toolbox edits the open image, else the session's first; session images are generated designs.
  const toolboxAssetId = assetId ?? gallery[0]?.assetId ?? null;

  if (query.isPending) {
    return (
      <Page>
        <Skeleton className="mb-8 h-9 w-64" />
        <div className="space-y-4">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      </Page>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Page>
        <LoadError title="We couldn't load this session" error={query.error} onRetry={query.refetch} />
      </Page>
    );
  }
  const session = query.data;
  return (
    <Page>
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="mb-1 flex items-center gap-1.5 text-xs font-medium tracking-wide text-zinc-500 uppercase">
            <FolderOpen className="size-3.5" aria-hidden /> Design session
          </p>
          <SessionName key={session.name} id={session.id} name={session.name} />
          <p className="mt-1 text-sm text-zinc-500" data-testid="session-stats">
            {sessionStats(session)}
          </p>
        </div>
        <NewInSession sessionId={session.id} />
      </header>
      {actions.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={Sparkles}
            title="Nothing here yet"
            description="Start a generation in this session and the results will appear here."
            action={
              <Button onClick={() => openCreateFlow({ flow: 'ai-imagery', sessionId })}>
                <Sparkles aria-hidden /> Create AI imagery
              </Button>
            }
          />
        </div>
      ) : (
        <div className="space-y-4 sm:space-y-5">
          {actions.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              focused={action.id === eventId}
              onOpenImage={setAsset}
              onRemix={FLOW_FOR_ACTION_TYPE[action.type] ? () => remix(action) : undefined}
            />
          ))}
        </div>
      )}
      <EditorDialog
        open={!!editor}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeEditor();
        }}
        sessionId={sessionId}
        assetId={editor?.sourceId ?? ''}
        activeAssetId={editor?.activeId}
        conversationId={editor?.conversationId}
        onActiveAssetChange={setActive}
        onConversation={setConversation}
        sessionImages={gallery}
      >
        {editor ? <ToolboxHost assetId={toolboxAssetId} sessionId={sessionId} /> : null}
      </EditorDialog>
      <AssetPreviewDialog
        assetId={editor ? null : assetId}
        open={!!assetId && !editor}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsset(null);
        }}
        editorNote={false}
        gallery={{ items: gallery, onSelect: setAsset }}
        actions={
          <>
            {assetId ? <PrintDesignAction assetId={assetId} /> : null}
            {assetId ? (
              <Button variant="soft" onClick={() => openEditor(assetId)} data-testid="use-for-edits">
                <WandSparkles aria-hidden /> Use for edits
              </Button>
            ) : null}
            {open && FLOW_FOR_ACTION_TYPE[open.type] ? (
              <Button
                variant="outline"
                onClick={() => {
                  setAsset(null);
                  remix(open);
                }}
              >
                <RefreshCw aria-hidden /> Remix
              </Button>
            ) : null}
          </>
        }
      />
      {editor ? null : <ToolboxHost assetId={toolboxAssetId} sessionId={sessionId} />}
    </Page>
  );
}
