/**
 * jsdom lays nothing out and has no ResizeObserver: this one reports every observed element
 * `width` pixels wide, so that a chart (drawn once its box is measured) draws in a test.
 */
export function stubElementWidth(width: number) {
  class ReportingObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width, height: 0, top: 0, left: 0 } as DOMRectReadOnly;
      const entry = { target, contentRect } as ResizeObserverEntry;
      this.report([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ReportingObserver as unknown as typeof ResizeObserver;
}
