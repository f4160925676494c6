export { designKeys, fetchDesignAction, useCreateDesignAction } from './api';
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
export { checkImagery, IMAGE_COUNTS, imageryCost, initialImagery } from './imagery/rules';
export { CountedTextarea, GenerateFooter, useDesignActionSubmit } from './shared';
export { TemplatePicker } from './templates/template-picker';
export { RemixParam } from './use-remix-param';
