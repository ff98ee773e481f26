import type { BrowserContext, Page } from '@playwright/test';

/**
 * Google's `gapi` loader (https://apis.google.com/js/api.js) is needed by Firebase's popup
 * sign-in and by the Auth emulator's helper iframe to talk to each other. These machines have
 * no internet, so the e2e suite serves this minimal stand-in for `gapi.iframes` instead:
 * message passing between the app page and the emulator's iframe over postMessage. Everything
 * else in the Google sign-in test is real: Firebase's popup operation, the emulator's IdP page
 * in the popup, its helper iframe and its signInWithIdp endpoint.
 *
 * The function runs in the browser (serialised with toString), so it uses no imports.
 */
function gapiIframesStandIn() {
  type Handler = (data: unknown) => unknown;
  type Callback = (responses: unknown[]) => void;
  interface Message {
    gapiStandIn: true;
    kind: 'send' | 'reply' | 'ready' | 'ping';
    id?: string;
    name?: string;
    data?: unknown;
    result?: unknown[];
  }
  const w = window as unknown as Record<string, unknown>;
  if ((w['gapi'] as { iframes?: unknown } | undefined)?.iframes) return;

  let counter = 0;
  const nextId = () => `${Date.now()}-${(counter += 1)}`;
  const isMessage = (value: unknown): value is Message =>
    typeof value === 'object' && value !== null && (value as { gapiStandIn?: unknown }).gapiStandIn === true;

  /** One end of a channel to another window. */
  function createPort(target: () => Window | null) {
    const handlers = new Map<string, Handler>();
    const pending = new Map<string, Message[]>();
    const callbacks = new Map<string, Callback>();
    const post = (message: Message) => target()?.postMessage(message, '*');
    function answer(message: Message) {
      const handler = handlers.get(message.name ?? '');
      if (!handler) {
        const queue = pending.get(message.name ?? '') ?? [];
        queue.push(message);
        pending.set(message.name ?? '', queue);
        return;
      }
      Promise.resolve(handler(message.data)).then((result) =>
        post({ gapiStandIn: true, kind: 'reply', id: message.id, result: [result] }),
      );
    }
    return {
      handle(message: Message) {
        if (message.kind === 'send') answer(message);
        if (message.kind === 'reply' && message.id) {
          const callback = callbacks.get(message.id);
          callbacks.delete(message.id);
          try {
            callback?.(message.result ?? []);
          } catch {
            // gapi swallows errors thrown by callbacks; Firebase relies on that.
          }
        }
      },
      register(name: string, handler: Handler) {
        handlers.set(name, handler);
        const queue = pending.get(name) ?? [];
        pending.delete(name);
        queue.forEach(answer);
      },
      send(name: string, data: unknown, callback?: Callback) {
        const id = nextId();
        if (callback) callbacks.set(id, callback);
        post({ gapiStandIn: true, kind: 'send', id, name, data });
      },
      post,
    };
  }

  const inFrame = window.parent !== window;
  const parentPort = inFrame ? createPort(() => window.parent) : null;
  const childPorts: { frame: HTMLIFrameElement; port: ReturnType<typeof createPort>; ready: () => void }[] = [];

  window.addEventListener('message', (event) => {
    if (!isMessage(event.data)) return;
    if (parentPort && event.source === window.parent) {
      if (event.data.kind === 'ping') parentPort.post({ gapiStandIn: true, kind: 'ready' });
      else parentPort.handle(event.data);
      return;
    }
    const child = childPorts.find((entry) => entry.frame.contentWindow === event.source);
    if (!child) return;
    if (event.data.kind === 'ready') child.ready();
    else child.port.handle(event.data);
  });

  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    getContext() {
      return {
        getParentIframe() {
          if (!parentPort) throw new Error('gapi stand-in: no parent frame');
          return { register: parentPort.register, send: parentPort.send };
        },
        open(
          options: {
            where: HTMLElement;
            url: string;
            attributes?: { style?: Record<string, string>; [key: string]: unknown };
          },
          onReady: (iframe: unknown) => unknown,
        ) {
          const frame = document.createElement('iframe');
          const { style, ...attributes } = options.attributes ?? {};
          Object.assign(frame.style, style ?? {});
          for (const [key, value] of Object.entries(attributes)) frame.setAttribute(key, String(value));
          let markReady: () => void = () => undefined;
          const readyPromise = new Promise<void>((resolve) => (markReady = resolve));
          const port = createPort(() => frame.contentWindow);
          childPorts.push({ frame, port, ready: markReady });
          frame.src = options.url;
          options.where.appendChild(frame);
          const handle = {
            restyle: () => Promise.resolve(),
            register: port.register,
            send: port.send,
            ping(callback: () => void) {
              const timer = window.setInterval(() => port.post({ gapiStandIn: true, kind: 'ping' }), 100);
              return readyPromise.then(() => {
                window.clearInterval(timer);
                callback();
              });
            },
          };
          return onReady(handle);
        },
      };
    },
  };

  const gapi = {
    iframes,
    load(_module: string, options: { callback?: () => void } | (() => void)) {
      const callback = typeof options === 'function' ? options : options.callback;
      window.setTimeout(() => callback?.(), 0);
    },
  };
  w['gapi'] = gapi;
  // A child frame announces itself as soon as it can answer.
  if (parentPort) parentPort.post({ gapiStandIn: true, kind: 'ready' });

  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  window.setTimeout(() => {
    if (onload && typeof w[onload] === 'function') (w[onload] as () => void)();
    if (typeof w['gapi_onload'] === 'function') (w['gapi_onload'] as () => void)();
  }, 0);
}

const GAPI_STAND_IN = `(${gapiIframesStandIn.toString()})();`;

/**
 * Serves the gapi stand-in, and answers the Auth emulator page's other internet resources
 * (fonts, Material Components) with empty files so nothing waits on a failed lookup.
 */
export async function useOfflineGoogleScripts(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(fonts\.googleapis\.com|fonts\.gstatic\.com|unpkg\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}

/**
 * In the Auth emulator's fake Google page (the popup): create a new account with generated
 * details and sign in with it. Returns the generated e-mail.
 */
export async function signInWithNewGoogleAccount(popup: Page): Promise<string> {
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  const email = await popup.locator('#email-input').inputValue();
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
  return email;
}
