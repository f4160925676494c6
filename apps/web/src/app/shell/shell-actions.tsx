import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { CreateCollectionDialog } from '@/features/collections/create-collection-dialog';
import { CreateDialog, type CreateTileId } from './create-dialog';
import { LiveChatDialog } from './live-chat-dialog';

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

  const openCreate = useCallback((focus?: CreateTileId) => setCreate({ open: true, focus }), []);
  const openLiveChat = useCallback(() => setLiveChat(true), []);
  const openCreateCollection = useCallback(() => setCollection(true), []);
  const value = useMemo(
    () => ({ openCreate, openLiveChat, openCreateCollection }),
    [openCreate, openLiveChat, openCreateCollection],
  );

  return (
    <ShellActionsContext.Provider value={value}>
      {children}
      <CreateDialog
        open={create.open}
        focus={create.focus}
        onOpenChange={(open) => setCreate((c) => ({ ...c, open }))}
      />
      <LiveChatDialog open={liveChat} onOpenChange={setLiveChat} />
      <CreateCollectionDialog open={collection} onOpenChange={setCollection} />
    </ShellActionsContext.Provider>
  );
}

export function useShellActions(): ShellActions {
  const ctx = useContext(ShellActionsContext);
  if (!ctx) throw new Error('useShellActions must be used inside ShellActionsProvider');
  return ctx;
}
