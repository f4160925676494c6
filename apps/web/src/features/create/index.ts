export { designKeys, useCreateDesignAction } from './api';
export {
  type CreateFlowId,
  type CreateFlowRequest,
  closeCreateFlow,
  FLOW_FOR_ACTION_TYPE,
  openCreateFlow,
} from './flow-store';
export { CreateFlowsHost } from './flows-host';
export { RemixParam } from './use-remix-param';
