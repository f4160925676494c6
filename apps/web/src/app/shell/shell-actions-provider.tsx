import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/features/users';
import { type CreateTileId, ShellActionsContext } from '@/lib/shell-actions-context';
import {
  type CreateUseCase,
  canCarryUseCase,
  readCreateNew,
  searchOf,
  withoutCreateNew,
  withoutUseCase,
  withUseCase,
} from './create-new-params';

// Their own chunks, loaded the first time someone opens them: the first page stays light.
const CreateDialog = lazy(() => import('./create-dialog').then((m) => ({ default: m.CreateDialog })));
const CreateCollectionDialog = lazy(() =>
  import('@/features/collections/create-collection-dialog').then((m) => ({
    default: m.CreateCollectionDialog,
  })),
);
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));
const LiveChatDialog = lazy(() => import('./live-chat-dialog').then((m) => ({ default: m.LiveChatDialog })));

/** Set on the history entry a tile pushed, so Back can return to the entry before it. */
const PUSHED_SUB_FLOW = 'createNewSubFlow';

interface CreateState {
  /** The page Create new was opened on (it closes when the page changes); null: closed. */
  path: string | null;
  focus?: CreateTileId;
  /** A sub-flow held here when the page's own `?type=` leaves the address no room for it. */
  useCase?: CreateUseCase;
}

/**
 * Create new: open from code (`openCreate`, the sidebar, buttons) or from the address
 * (`?create-new-dialog=true`, with `&type={use case}` for a sub-flow — spec part 2 §2, §4).
 * Choosing a sub-flow's tile adds its use case to the address (a new history entry, so the
 * browser's Back returns to the tiles too); the sub-flow's Back removes it again; closing removes
 * both parameters.
 */
function useCreateNew() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const address = useMemo(() => readCreateNew(new URLSearchParams(location.search)), [location.search]);
  const [state, setState] = useState<CreateState>({ path: null });

  // Callbacks read the location of the latest render: pages call openCreate() from effects, after
  // this provider rendered the page they are on.
  const latest = useRef(location);
  latest.current = location;
  const go = useCallback(
    (params: URLSearchParams, options: { replace?: boolean; state?: unknown } = {}) => {
      const { pathname, hash } = latest.current;
      navigate({ pathname, search: searchOf(params), hash }, options);
    },
    [navigate],
  );

  const openedHere = state.path === location.pathname;
  // The address waits for the session: a signed-out person is sent to sign in first.
  const fromAddress = address.open && session.status !== 'loading';
  const open = openedHere || fromAddress;
  const useCase = fromAddress ? address.useCase : openedHere ? (state.useCase ?? null) : null;
  const focus = (fromAddress ? address.focus : null) ?? (openedHere ? state.focus : undefined) ?? undefined;

  const openCreate = useCallback((focus?: CreateTileId) => {
    setState({ path: latest.current.pathname, focus });
  }, []);

  const pick = useCallback(
    (next: CreateUseCase) => {
      const path = latest.current.pathname;
      const current = new URLSearchParams(latest.current.search);
      if (canCarryUseCase(current)) {
        setState((s) => ({ ...s, path, useCase: undefined }));
        go(withUseCase(current, next), { state: { [PUSHED_SUB_FLOW]: true } });
      } else {
        setState((s) => ({ ...s, path, useCase: next }));
      }
    },
    [go],
  );

  const back = useCallback(() => {
    const current = new URLSearchParams(latest.current.search);
    if (!readCreateNew(current).useCase) {
      setState((s) => ({ ...s, useCase: undefined }));
      return;
    }
    const pushed = (latest.current.state as Record<string, unknown> | null)?.[PUSHED_SUB_FLOW] === true;
    // The entry before the tile's is this page with the tiles open: step back to it. Otherwise
    // (a link or a reload) there is none to return to, so this entry becomes the tiles.
    if (pushed && state.path === latest.current.pathname) navigate(-1);
    else go(withoutUseCase(current), { replace: true });
  }, [go, navigate, state.path]);

  const close = useCallback(() => {
    setState({ path: null });
    const current = new URLSearchParams(latest.current.search);
    if (readCreateNew(current).open) go(withoutCreateNew(current), { replace: true });
  }, [go]);

  /** A link inside the dialog leaves the page; the address it goes to decides the rest. */
  const leave = useCallback(() => setState({ path: null }), []);

  return { open, useCase, focus, openCreate, pick, back, close, leave };
}

/** Dialogs the sidebar, mobile menu and pages can open; each is rendered once here. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const create = useCreateNew();
  const [liveChat, setLiveChat] = useState(false);
  const [collection, setCollection] = useState(false);
  const [search, setSearch] = useState(false);
  // Mounted from the first opening on (so they can animate closed), not before.
  const [used, setUsed] = useState({ create: false, collection: false, liveChat: false, search: false });
  if (create.open && !used.create) setUsed((u) => ({ ...u, create: true }));

  const { openCreate } = create;
  const openLiveChat = useCallback(() => {
    setUsed((u) => ({ ...u, liveChat: true }));
    setLiveChat(true);
  }, []);
  const openCreateCollection = useCallback(() => {
    setUsed((u) => ({ ...u, collection: true }));
    setCollection(true);
  }, []);
  const openSearch = useCallback(() => {
    setUsed((u) => ({ ...u, search: true }));
    setSearch(true);
  }, []);
  const value = useMemo(
    () => ({ openCreate, openLiveChat, openCreateCollection, openSearch }),
    [openCreate, openLiveChat, openCreateCollection, openSearch],
  );

  return (
    <ShellActionsContext.Provider value={value}>
      {children}
      {/* One boundary each: the first opening of one never blanks another that is open. */}
      {used.create ? (
        <Suspense fallback={null}>
          <CreateDialog
            open={create.open}
            useCase={create.useCase}
            focus={create.focus}
            onPick={create.pick}
            onBack={create.back}
            onClose={create.close}
            onLeave={create.leave}
          />
        </Suspense>
      ) : null}
      {used.collection ? (
        <Suspense fallback={null}>
          <CreateCollectionDialog open={collection} onOpenChange={setCollection} />
        </Suspense>
      ) : null}
      {used.liveChat ? (
        <Suspense fallback={null}>
          <LiveChatDialog open={liveChat} onOpenChange={setLiveChat} />
        </Suspense>
      ) : null}
      {used.search ? (
        <Suspense fallback={null}>
          <SearchDialog open={search} onOpenChange={setSearch} />
        </Suspense>
      ) : null}
    </ShellActionsContext.Provider>
  );
}
