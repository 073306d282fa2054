// jsdom does not implement scrolling; the shell scrolls on navigation and to hash targets.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

// react-router's data routers build a Request for every navigation; jsdom has no fetch classes.
// The router reads only url, method, headers and signal, so a small stand-in is enough here.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.headers = new Headers(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = RequestStandIn as unknown as typeof Request;
}
