// Browser APIs antd reaches for that jsdom lacks (tables and selects measure themselves and
// schedule work through MessageChannel). Imported by tests that render those components.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type Listener = ((event: { data: unknown }) => void) | null;

class TimeoutPort {
  onmessage: Listener = null;
  other: TimeoutPort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
  addEventListener(_type: string, listener: Listener) {
    this.onmessage = listener;
  }
  removeEventListener() {
    this.onmessage = null;
  }
}

class TimeoutMessageChannel {
  port1 = new TimeoutPort();
  port2 = new TimeoutPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

const globals = globalThis as Record<string, unknown>;
globals.ResizeObserver ??= NoopResizeObserver;
globals.MessageChannel ??= TimeoutMessageChannel;
