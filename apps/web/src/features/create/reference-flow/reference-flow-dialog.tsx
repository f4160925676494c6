import { type FileCategory, sessionDeeplink } from '@packsmith/core';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, type DialogContentProps } from '@/components/ui/dialog';
import type { CreateFlowId, FlowDialogProps } from '../flow-store';
import { focusField, GenerateFooter, type GenerateFooterProps } from '../shared';
import { PreparingReference, ReferencePreview } from './flow-parts';
import type { ReferenceFlow, ReferenceFlowState } from './machine';
import { NoDesignItem, ReferenceSourceActions, ReferenceSourceTabs, useReferenceSource } from './source-step';
import { useStoredReference } from './use-stored-reference';

/** What a flow's form gets from the shared dialog. */
export interface ReferenceFormProps<F> {
  state: ReferenceFlowState<F>;
  sourceAssetId: string;
  set: (values: Partial<F>) => void;
  /** Marks the first Generate (validation messages show from then on). */
  attempt: () => void;
  back: () => void;
  sessionId?: string;
  onClose: () => void;
  /** The action was created in `sessionId`: close, and open its page when the flow does. */
  onDone: (sessionId: string) => void;
}

export interface ReferenceFlowConfig<F> {
  flow: Extract<CreateFlowId, 'packaging-range' | 'variant-range' | 'product-photoshoot'>;
  machine: ReferenceFlow<F>;
  title: string;
  source: {
    description: string;
    testId: string;
    /** Category uploads are saved under. */
    fileCategory: FileCategory;
  };
  noDesign: {
    icon: LucideIcon;
    description: string;
    /** Where "Don't have a design?" leads (after the dialog closes); null stays put. */
    target: (sessionId: string | undefined) => string | null | Promise<string | null>;
  };
  /** After success: whether to open the session page (default: always). */
  openSession?: (requestSessionId: string | undefined) => boolean;
  Form: (props: ReferenceFormProps<F>) => ReactNode;
}

/**
 * The dialog of a flow that starts from an image (packaging range, variant range, photoshoot):
 * a stored reference image is saved and skips the source step; otherwise the source tabs, then
 * the flow's own form. One component for the three flows; `config` holds what differs.
 */
export function ReferenceFlowDialog<F>({
  config,
  request,
  onClose,
}: FlowDialogProps & { config: ReferenceFlowConfig<F> }) {
  const navigate = useNavigate();
  const { machine, Form } = config;
  const [state, dispatch] = useReducer(machine.reduce, request, machine.initial);
  const stored = useStoredReference(config.flow, {
    enabled: state.view !== 'form',
    onSaved: (asset) => dispatch({ type: 'choose', assetId: asset.id }),
  });
  const leaving = useRef(false);
  const noDesign = async () => {
    if (leaving.current) return;
    leaving.current = true;
    const target = await config.noDesign.target(request.sessionId);
    leaving.current = false;
    if (target === null) return;
    onClose();
    navigate(target);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {state.view === 'form' && state.sourceAssetId ? (
        <Form
          state={state}
          sourceAssetId={state.sourceAssetId}
          set={(values) => dispatch({ type: 'set', values })}
          attempt={() => dispatch({ type: 'attempt' })}
          back={() => dispatch({ type: 'back' })}
          sessionId={request.sessionId}
          onClose={onClose}
          onDone={(sessionId) => {
            onClose();
            if (config.openSession?.(request.sessionId) ?? true) navigate(sessionDeeplink(sessionId));
          }}
        />
      ) : (
        <SourceStep
          config={config}
          state={state}
          dispatch={dispatch}
          preparing={stored.saving}
          onClose={onClose}
        >
          <NoDesignItem
            icon={config.noDesign.icon}
            description={config.noDesign.description}
            onClick={() => void noDesign()}
          />
        </SourceStep>
      )}
    </Dialog>
  );
}

function SourceStep<F>({
  config,
  state,
  dispatch,
  preparing,
  onClose,
  children,
}: {
  config: ReferenceFlowConfig<F>;
  state: ReferenceFlowState<F>;
  dispatch: React.Dispatch<Parameters<ReferenceFlow<F>['reduce']>[1]>;
  preparing: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const source = useReferenceSource({
    tab: state.tab,
    onTabChange: (tab) => dispatch({ type: 'show', tab }),
    initialId: state.sourceAssetId,
    onChoose: (assetId) => dispatch({ type: 'choose', assetId }),
  });
  return (
    <DialogContent
      size="xl"
      title={config.title}
      description={config.source.description}
      onOpenAutoFocus={focusField()}
      footer={preparing ? undefined : <ReferenceSourceActions state={source} onCancel={onClose} />}
    >
      {preparing ? (
        <PreparingReference />
      ) : (
        <div className="flex flex-col gap-4" data-testid={config.source.testId} data-tab={state.tab}>
          <ReferenceSourceTabs state={source} fileCategory={config.source.fileCategory} />
          {children}
        </div>
      )}
    </DialogContent>
  );
}

/**
 * The frame of a reference flow's form: the dialog card, the chosen image (Change goes Back) in
 * the side column and the Generate footer; the flow's fields are the children.
 */
export function ReferenceFormFrame({
  title,
  description,
  size = 'xl',
  focusId,
  testId,
  gridClassName,
  preview,
  footer,
  back,
  onClose,
  children,
}: {
  title: string;
  description: string;
  size?: DialogContentProps['size'];
  focusId: string;
  testId: string;
  gridClassName: string;
  preview: { assetId: string; label: string; className?: string };
  footer: Pick<GenerateFooterProps, 'flow' | 'onGenerate' | 'invalid'>;
  back: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogContent
      size={size}
      title={title}
      description={description}
      onOpenAutoFocus={focusField(focusId)}
      footer={<GenerateFooter {...footer} onCancel={onClose} onBack={back} />}
    >
      <div className={gridClassName} data-testid={testId}>
        <ReferencePreview {...preview} onChange={back} />
        {children}
      </div>
    </DialogContent>
  );
}
