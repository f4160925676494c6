/**
 * The job queue port: what modules ask of a durable queue. Production uses pg-boss
 * (pg-boss-queue.ts); unit tests use the in-process queue (in-process-queue.ts), which records
 * what was sent and runs it only when told to.
 */
export interface SendOptions {
  /** One job per key: a retry of the same work uses the same key. */
  singletonKey: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** Workers this process runs on the queue at once (default 1). */
  lanes?: number;
  /** Jobs one worker takes per fetch (default 1). */
  batchSize?: number;
  /** How often an idle worker looks for jobs; jobs sent by this process wake it at once. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Creates the queue unless it exists (safe when other processes do it at the same moment). */
  ensure(queue: string): Promise<void>;
  /**
   * Queues a job and wakes this process's workers on it. Never throws: a job that could not be
   * queued is logged and answered with null, for the sweeps to queue again.
   */
  send(queue: string, data: object, options: SendOptions): Promise<string | null>;
  /** Runs `handler` for the queue's jobs in this process (`lanes` at once); a throw retries the batch. */
  work<T extends object>(
    queue: string,
    options: WorkOptions,
    handler: (batch: T[]) => Promise<unknown>,
  ): Promise<void>;
  /** Sends a job to the queue on `cron` (the queue's worker does the work). */
  schedule(queue: string, cron: string, options?: { singletonKey?: string }): Promise<void>;
  /** Which of `keys` have a job waiting on the queue (queued or retrying, not yet taken). */
  waiting(queue: string, keys: string[]): Promise<Set<string>>;
  /** Whether the queue has a job waiting or running. */
  busy(queue: string): Promise<boolean>;
}
