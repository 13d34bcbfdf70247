import { registerServiceWorker } from './register-service-worker';

// Issue 67: a server-drawn page starts its scripts after its first paint, often after its load
// event: the worker is registered once they have all loaded, as it was after the load event.
const register = jest.fn(() => Promise.resolve());

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve({ active: { postMessage: jest.fn() } }) },
  });
});

beforeEach(() => {
  register.mockClear();
  document.body.innerHTML = '<script id="page-releases" type="application/json">{}</script>';
  delete (window as { __startupLoaded?: number }).__startupLoaded;
});

it("waits for a server-drawn page's scripts when the page has loaded before them", () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<script id="startup-scripts" type="application/json">[]</script>',
  );
  registerServiceWorker();
  dispatchEvent(new Event('load'));
  expect(register).not.toHaveBeenCalled();
  dispatchEvent(new Event('startup-loaded'));
  expect(register).toHaveBeenCalledWith('/sw.js');
});

it('registers at once when those scripts have loaded already', () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<script id="startup-scripts" type="application/json">[]</script>',
  );
  (window as { __startupLoaded?: number }).__startupLoaded = 1;
  registerServiceWorker();
  expect(register).toHaveBeenCalledTimes(1);
});

it('waits for the load event on a page the browser draws', () => {
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();
  dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledTimes(1);
});

it('registers nothing on a page the server did not send (the dev server)', () => {
  document.body.innerHTML = '';
  registerServiceWorker();
  dispatchEvent(new Event('load'));
  dispatchEvent(new Event('startup-loaded'));
  expect(register).not.toHaveBeenCalled();
});
