import type { PopoverHandle } from '@/components/ui/lazy-popover';
import { AnchoredPopover } from '@/components/ui/popover';
import type { NavPanelId } from './nav-items';
import { PanelBody } from './panel-body';
import type { PanelLink } from './panels';

export interface SidebarPanelProps {
  panel: NavPanelId;
  links: PanelLink[];
  onNavigate: () => void;
  onCreateCollection: () => void;
}

/** A rail item's flyout panel (loaded on demand by the sidebar). */
export default function SidebarPanel({
  handle,
  panel,
  ...body
}: SidebarPanelProps & { handle: PopoverHandle }) {
  return (
    <AnchoredPopover
      handle={handle}
      side="right"
      align="start"
      sideOffset={14}
      className="max-h-[calc(100dvh-5rem)] w-80 overflow-y-auto p-3"
      data-panel={panel}
    >
      <PanelBody panel={panel} {...body} />
    </AnchoredPopover>
  );
}
