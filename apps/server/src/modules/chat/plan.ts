import type { ToolMessage } from '@packsmith/core';
import type { EditOperation } from '@packsmith/render';

/** What a turn will do, written on its user message when it is accepted; the job reads it back. */
export interface TurnPlan {
  /** The image edited (the conversation's source, or an output of an earlier turn). */
  sourceAssetId: string;
  numImagesRequested: number;
  /** Credits reserved for the turn; a model answering fewer images is charged its share (absent: all of it). */
  cost?: number;
  toolbox?: ToolMessage;
  reply: string;
  /** The message's attached reference images (a logo or artwork edit refers to them by id). */
  attachedAssetIds?: string[];
  /** One list of operations per output image. */
  variations: EditOperation[][];
  /**
   * An image without a design document edited by an image-edit model (fal, OpenAI): the prompt it
   * gets and the reference images sent with the source. Absent: the local edit (document or pixels).
   */
  model?: {
    prompt: string;
    referenceAssetIds: string[];
    /** Upscale by a configured upscaler model (the providers' `upscale`), not the edit model. */
    upscale?: 2 | 4;
  };
}
