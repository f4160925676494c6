import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { CreateTileId } from './create-dialog';
import { LiveChatDialog } from './live-chat-dialog';

// Their own chunks, loaded the first time someone opens them: the first page stays light.
const CreateDialog = lazy(() => import('./create-dialog').then((m) => ({ default: m.CreateDialog })));
const CreateCollectionDialog = lazy(() =>
  import('@/features/collections/create-collection-dialog').then((m) => ({
    default: m.CreateCollectionDialog,
  })),
);

interface ShellActions {
  openCreate: (focus?: CreateTileId) => void;
  openLiveChat: () => void;
  openCreateCollection: () => void;
}

const ShellActionsContext = createContext<ShellActions | null>(null);

/** Dialogs the sidebar, mobile menu and pages can open; each is rendered once here. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const [create, setCreate] = useState<{ open: boolean; focus?: CreateTileId }>({ open: false });
  const [liveChat, setLiveChat] = useState(false);
  const [collection, setCollection] = useState(false);
  // Mounted from the first opening on (so they can animate closed), not before.
  const [used, setUsed] = useState({ create: false, collection: false });

  const openCreate = useCallback((focus?: CreateTileId) => {
    setUsed((u) => ({ ...u, create: true }));
    setCreate({ open: true, focus });
  }, []);
  const openLiveChat = useCallback(() => setLiveChat(true), []);
  const openCreateCollection = useCallback(() => {
    setUsed((u) => ({ ...u, collection: true }));
    setCollection(true);
  }, []);
  const value = useMemo(
    () => ({ openCreate, openLiveChat, openCreateCollection }),
    [openCreate, openLiveChat, openCreateCollection],
  );

  return (
    <ShellActionsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {used.create ? (
          <CreateDialog
            open={create.open}
            focus={create.focus}
            onOpenChange={(open) => setCreate((c) => ({ ...c, open }))}
          />
        ) : null}
        {used.collection ? <CreateCollectionDialog open={collection} onOpenChange={setCollection} /> : null}
      </Suspense>
      <LiveChatDialog open={liveChat} onOpenChange={setLiveChat} />
    </ShellActionsContext.Provider>
  );
}

export function useShellActions(): ShellActions {
  const ctx = useContext(ShellActionsContext);
  if (!ctx) throw new Error('useShellActions must be used inside ShellActionsProvider');
  return ctx;
}
