/**
 * Live notifications: a framework-free client for the user's `private-notifications_{userId}`
 * channel. It asks the server which transport to use (GET /api/realtime/config): the built-in
 * WebSocket endpoint (a Pusher-style protocol) or Pusher Channels through pusher-js. Either
 * way the channel is authorised by POST /api/pusher/auth with the bearer token.
 *
 *   const rt = new RealtimeClient({ userId, getToken });
 *   rt.on('notification', (n) => …); rt.onStateChange((s) => …); rt.onError(() => refetch());
 *   rt.connect(); … rt.disconnect();
 *
 * States: initialized → connecting → connected → subscribed. 'unavailable' while retrying
 * (reconnects back off 1 s … 30 s), 'failed' after repeated failures, no WebSocket support or a
 * rejected token (it keeps retrying slowly unless the token was rejected), 'subscription_failed'
 * when the channel is refused, 'disconnected' after disconnect().
 */
import {
  notificationsChannel,
  REALTIME,
  REALTIME_EVENTS,
  type RealtimeClientConfig,
  type RealtimeEventName,
} from '@packsmith/core';

export type RealtimeState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'subscribed'
  | 'unavailable'
  | 'failed'
  | 'subscription_failed'
  | 'disconnected';

/** The WebSocket surface used here (the browser's, or `ws` in Node tests). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;

/** The part of pusher-js used here (so the bundle loads it only when Pusher is configured). */
interface PusherLike {
  connection: { bind(event: string, cb: (arg: { current: string; previous: string } & Error) => void): void };
  subscribe(channel: string): {
    bind(event: string, cb: (data: unknown) => void): void;
    bind_global(cb: (event: string, data: unknown) => void): void;
  };
  disconnect(): void;
}
type PusherFactory = new (key: string, options: Record<string, unknown>) => PusherLike;

export interface RealtimeClientOptions {
  userId: string;
  getToken: () => string | null;
  /** Origin of the API; default: this page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  WebSocket?: WebSocketFactory;
  loadPusher?: () => Promise<PusherFactory>;
  unavailableTimeoutMs?: number;
  pongTimeoutMs?: number;
  /** Send a ping after this long without traffic (default: what the server announces). */
  activityTimeoutMs?: number;
  reconnect?: { initialDelayMs: number; maxDelayMs: number };
  /** Consecutive failed attempts before the state reads 'failed' (retries continue). */
  failAfterAttempts?: number;
}

/** The bits of `window` used here, typed locally so the file also compiles without DOM types. */
interface BrowserWindow {
  location: { origin: string };
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}
const browserWindow = () => (globalThis as { window?: BrowserWindow }).window;

type Handler = (data: unknown) => void;
type StateHandler = (state: RealtimeState, previous: RealtimeState) => void;
type ErrorHandler = (error: Error) => void;

class AuthError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const WS_OPEN = 1;

export class RealtimeClient {
  private _state: RealtimeState = 'initialized';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateHandlers = new Set<StateHandler>();
  private readonly errorHandlers = new Set<ErrorHandler>();
  private readonly channel: string;
  private readonly opts: Required<
    Pick<RealtimeClientOptions, 'unavailableTimeoutMs' | 'pongTimeoutMs' | 'reconnect' | 'failAfterAttempts'>
  > &
    RealtimeClientOptions;
  private config: RealtimeClientConfig | null = null;
  private ws: WebSocketLike | null = null;
  private pusher: PusherLike | null = null;
  private socketId: string | null = null;
  private attempts = 0;
  private stopped = true;
  private generation = 0;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private unavailableTimer: ReturnType<typeof setTimeout> | null = null;
  private activityTimer: ReturnType<typeof setTimeout> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private activityTimeoutMs: number = REALTIME.activityTimeoutMs;
  private readonly onOnline = () => {
    if (!this.stopped && this._state !== 'subscribed' && this._state !== 'connected') this.reconnectNow();
  };

  constructor(options: RealtimeClientOptions) {
    this.opts = {
      unavailableTimeoutMs: REALTIME.unavailableTimeoutMs,
      pongTimeoutMs: REALTIME.pongTimeoutMs,
      reconnect: REALTIME.reconnect,
      failAfterAttempts: 5,
      ...options,
    };
    this.channel = notificationsChannel(options.userId);
  }

  get state(): RealtimeState {
    return this._state;
  }

  /** Listens to a channel event ('notification', 'chat-progress', …); returns an unsubscribe. */
  on(event: RealtimeEventName | (string & {}), handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  onStateChange(handler: StateHandler): () => void {
    this.stateHandlers.add(handler);
    return () => this.stateHandlers.delete(handler);
  }

  /** Connection errors (the UI refreshes notification queries on these). */
  onError(handler: ErrorHandler): () => void {
    this.errorHandlers.add(handler);
    return () => this.errorHandlers.delete(handler);
  }

  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempts = 0;
    browserWindow()?.addEventListener('online', this.onOnline);
    void this.open();
  }

  disconnect(): void {
    this.stopped = true;
    this.generation++;
    browserWindow()?.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.teardown();
    this.setState('disconnected');
  }

  // -------------------------------------------------------------------------------------------

  private get baseUrl(): string {
    if (this.opts.baseUrl) return this.opts.baseUrl.replace(/\/$/, '');
    return browserWindow()?.location.origin ?? '';
  }

  private get fetcher(): typeof fetch {
    return this.opts.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  private setState(next: RealtimeState) {
    const previous = this._state;
    if (previous === next) return;
    this._state = next;
    for (const h of this.stateHandlers) h(next, previous);
  }

  private emit(event: string, data: unknown) {
    for (const h of this.handlers.get(event) ?? []) {
      try {
        h(data);
      } catch (err) {
        console.error('[realtime] handler failed', err);
      }
    }
  }

  private reportError(error: Error) {
    for (const h of this.errorHandlers) h(error);
  }

  private later(fn: () => void, ms: number) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
    return t;
  }

  private cancel(t: ReturnType<typeof setTimeout> | null) {
    if (!t) return;
    clearTimeout(t);
    this.timers.delete(t);
  }

  private clearTimers() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.unavailableTimer = this.activityTimer = this.pongTimer = null;
  }

  private teardown() {
    const ws = this.ws;
    this.ws = null;
    this.socketId = null;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = null;
      ws.onerror = () => {}; // closing while still connecting reports an error; it is expected
      try {
        ws.close(1000);
      } catch {
        /* already closed */
      }
    }
    this.pusher?.disconnect();
    this.pusher = null;
  }

  private async loadConfig(): Promise<RealtimeClientConfig> {
    if (this.config) return this.config;
    const res = await this.fetcher(`${this.baseUrl}${REALTIME.configPath}`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`realtime config: HTTP ${res.status}`);
    this.config = ((await res.json()) as { data: RealtimeClientConfig }).data;
    return this.config;
  }

  /** POST /api/pusher/auth with the bearer token → the `auth` string for this socket. */
  private async authorize(socketId: string, channelName: string): Promise<string> {
    const token = this.opts.getToken();
    if (!token) throw new AuthError(401, 'Not signed in');
    const res = await this.fetcher(`${this.baseUrl}${REALTIME.authPath}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    });
    if (!res.ok) throw new AuthError(res.status, `channel authorisation: HTTP ${res.status}`);
    return ((await res.json()) as { auth: string }).auth;
  }

  private async open() {
    if (this.stopped) return;
    const gen = ++this.generation;
    this.setState('connecting');
    let config: RealtimeClientConfig;
    try {
      config = await this.loadConfig();
    } catch (err) {
      if (gen === this.generation) this.failed(err as Error);
      return;
    }
    if (gen !== this.generation || this.stopped) return;
    if (config.driver === 'pusher') await this.openPusher(config, gen);
    else this.openWebSocket(config.path, gen);
  }

  /** A failed attempt: report it, show unavailable (or failed), retry with backoff. */
  private failed(error: Error, { retry = true } = {}) {
    this.clearTimers();
    this.teardown();
    this.reportError(error);
    if (this.stopped) return;
    this.attempts++;
    if (!retry) return this.setState('failed');
    this.setState(this.attempts >= this.opts.failAfterAttempts ? 'failed' : 'unavailable');
    const { initialDelayMs, maxDelayMs } = this.opts.reconnect;
    const base = Math.min(maxDelayMs, initialDelayMs * 2 ** (this.attempts - 1));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.later(() => void this.open(), delay);
  }

  private reconnectNow() {
    this.clearTimers();
    this.teardown();
    void this.open();
  }

  // --- built-in WebSocket ----------------------------------------------------------------------

  private openWebSocket(path: string, gen: number) {
    const Ctor = this.opts.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory | undefined);
    if (!Ctor) return this.failed(new Error('WebSockets are not supported'), { retry: false });
    const url = `${this.baseUrl.replace(/^http/, 'ws')}${path}`;
    let ws: WebSocketLike;
    try {
      ws = new Ctor(url);
    } catch (err) {
      return this.failed(err as Error);
    }
    this.ws = ws;
    this.unavailableTimer = this.later(
      () => this.failed(new Error('realtime: connection timed out')),
      this.opts.unavailableTimeoutMs,
    );
    ws.onmessage = (ev) => {
      if (gen === this.generation) this.onFrame(String(ev.data), gen);
    };
    ws.onclose = (ev) => {
      if (gen === this.generation && !this.stopped) this.failed(new Error(`realtime: closed (${ev.code})`));
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  private sendFrame(event: string, data: unknown) {
    if (this.ws?.readyState === WS_OPEN) this.ws.send(JSON.stringify({ event, data }));
  }

  private resetActivity() {
    this.cancel(this.pongTimer);
    this.cancel(this.activityTimer);
    this.pongTimer = null;
    this.activityTimer = this.later(() => {
      this.sendFrame('pusher:ping', {});
      this.pongTimer = this.later(
        () => this.failed(new Error('realtime: pong timeout')),
        this.opts.pongTimeoutMs,
      );
    }, this.activityTimeoutMs);
  }

  private onFrame(text: string, gen: number) {
    let msg: { event?: string; channel?: string; data?: unknown };
    try {
      msg = JSON.parse(text);
    } catch {
      console.warn('[realtime] ignored a frame that is not JSON');
      return;
    }
    let data = msg.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        /* plain string */
      }
    }
    this.resetActivity();
    switch (msg.event) {
      case 'pusher:connection_established': {
        this.cancel(this.unavailableTimer);
        this.unavailableTimer = null;
        const d = data as { socket_id: string; activity_timeout?: number };
        this.socketId = d.socket_id;
        this.activityTimeoutMs = this.opts.activityTimeoutMs ?? (d.activity_timeout ?? 30) * 1000;
        this.resetActivity();
        this.setState('connected');
        void this.subscribe(gen);
        return;
      }
      case 'pusher:ping':
        return this.sendFrame('pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher_internal:subscription_succeeded':
        if (msg.channel === this.channel) {
          this.attempts = 0;
          this.setState('subscribed');
        }
        return;
      case 'pusher:subscription_error':
        if (msg.channel === this.channel)
          this.subscriptionFailed(new Error('realtime: subscription refused'));
        return;
      case 'pusher:error':
        return;
      default:
        if (msg.event && msg.channel === this.channel) this.emit(msg.event, data);
    }
  }

  private async subscribe(gen: number) {
    const socketId = this.socketId;
    if (!socketId) return;
    try {
      const auth = await this.authorize(socketId, this.channel);
      if (gen !== this.generation) return;
      this.sendFrame('pusher:subscribe', { channel: this.channel, auth });
    } catch (err) {
      if (gen !== this.generation) return;
      if (err instanceof AuthError && err.status === 401) {
        return this.failed(err, { retry: false });
      }
      this.subscriptionFailed(err as Error);
      if (!(err instanceof AuthError) || err.status >= 500) {
        // The server or network hiccuped: try the whole connection again later.
        this.failed(err as Error);
      }
    }
  }

  private subscriptionFailed(error: Error) {
    this.reportError(error);
    this.setState('subscription_failed');
  }

  // --- Pusher Channels ---------------------------------------------------------------------------

  private async openPusher(config: Extract<RealtimeClientConfig, { driver: 'pusher' }>, gen: number) {
    let Pusher: PusherFactory;
    try {
      Pusher = this.opts.loadPusher
        ? await this.opts.loadPusher()
        : ((await import('pusher-js')).default as unknown as PusherFactory);
    } catch (err) {
      if (gen === this.generation) this.failed(err as Error);
      return;
    }
    if (gen !== this.generation || this.stopped) return;
    const pusher = new Pusher(config.key, {
      cluster: config.cluster,
      forceTLS: config.forceTLS,
      ...(config.wsHost ? { wsHost: config.wsHost, wsPort: config.wsPort, wssPort: config.wsPort } : {}),
      pongTimeout: this.opts.pongTimeoutMs,
      unavailableTimeout: this.opts.unavailableTimeoutMs,
      ...(this.opts.activityTimeoutMs ? { activityTimeout: this.opts.activityTimeoutMs } : {}),
      channelAuthorization: {
        customHandler: (
          params: { socketId: string; channelName: string },
          callback: (error: Error | null, data: { auth: string } | null) => void,
        ) => {
          this.authorize(params.socketId, params.channelName).then(
            (auth) => callback(null, { auth }),
            (err: Error) => {
              if (err instanceof AuthError && err.status === 401) this.setState('failed');
              callback(err, null);
            },
          );
        },
      },
    });
    this.pusher = pusher;
    pusher.connection.bind('state_change', (change) => {
      if (this.stopped) return;
      const map: Record<string, RealtimeState> = {
        connecting: 'connecting',
        connected: 'connected',
        unavailable: 'unavailable',
        failed: 'failed',
        disconnected: 'disconnected',
      };
      const next = map[change.current];
      if (next) this.setState(next);
      if (change.current === 'unavailable' || change.current === 'failed') {
        this.reportError(new Error(`realtime: ${change.current}`));
      }
    });
    pusher.connection.bind('error', (err) =>
      this.reportError(err instanceof Error ? err : new Error('pusher')),
    );
    const channel = pusher.subscribe(this.channel);
    channel.bind('pusher:subscription_succeeded', () => this.setState('subscribed'));
    channel.bind('pusher:subscription_error', () =>
      this.subscriptionFailed(new Error('realtime: subscription refused')),
    );
    channel.bind_global((event, data) => {
      if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) this.emit(event, data);
    });
  }
}

/** The events the app listens for, re-exported for convenience. */
export const LIVE_EVENTS = REALTIME_EVENTS;
