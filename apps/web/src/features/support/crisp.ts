/**
 * The hosted chat widget (Crisp), used instead of the built-in chat when the server has a
 * CRISP_WEBSITE_ID. Its script is injected only the first time someone opens the chat; then the
 * widget is checked for readiness every 500 ms (spec part 1) and opened.
 */
import { SUPPORT_WIDGET_READY_POLL_MS } from '@packsmith/core';

const SCRIPT_URL = 'https://client.crisp.chat/l.js';
/** Give up waiting for the widget after this long (blocked by the browser or offline). */
const READY_TIMEOUT_MS = 15_000;

type CrispQueue = unknown[][] & { is?: (state: string) => boolean };

declare global {
  interface Window {
    $crisp?: CrispQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

let loading: Promise<void> | null = null;

function injectScript(websiteId: string): Promise<void> {
  window.$crisp = window.$crisp ?? ([] as unknown as CrispQueue);
  window.CRISP_WEBSITE_ID = websiteId;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.dataset.testid = 'crisp-script';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The chat widget could not be loaded'));
    document.head.appendChild(script);
  });
}

/** Whether the widget has replaced its command queue with the loaded client. */
const widgetReady = () => typeof window.$crisp?.is === 'function';

function whenReady(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (widgetReady()) return resolve();
      if (Date.now() - started > READY_TIMEOUT_MS) return reject(new Error('The chat widget did not start'));
      setTimeout(check, SUPPORT_WIDGET_READY_POLL_MS);
    };
    check();
  });
}

/** Loads the widget once (script, then readiness), and opens its chat. */
export async function openCrisp(websiteId: string): Promise<void> {
  loading ??= injectScript(websiteId)
    .then(whenReady)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  await loading;
  window.$crisp?.push(['do', 'chat:show']);
  window.$crisp?.push(['do', 'chat:open']);
}

/** Signing out ends the widget's session, so the next person on this browser starts afresh. */
export function shutdownCrisp(): void {
  if (widgetReady()) window.$crisp?.push(['do', 'session:reset']);
}
