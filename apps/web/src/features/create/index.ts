export { designKeys, useCreateDesignAction } from './api';
export { FLOW_DIALOGS } from './flow-dialogs';
export {
  BackToTilesContext,
  type CreateFlowId,
  type CreateFlowRequest,
  closeCreateFlow,
  FLOW_FOR_ACTION_TYPE,
  openCreateFlow,
} from './flow-store';
export { CreateFlowsHost } from './flows-host';
export { CountedTextarea } from './shared';
export { TemplatePicker } from './templates/template-picker';
export { RemixParam } from './use-remix-param';
