import type { Page } from 'playwright-core';
import { screenReady } from './axe-sweep';
import { hydrated } from './hydration';

/** What a keyboard user sees of one Tab stop's focus: the ring and its contrast. */
export interface FocusRing {
  stop: string;
  style: string;
  width: number;
  ratio: number;
}

/**
 * Loads `address` afresh (the Tab order starts at the page's top), presses Tab `stops` times and
 * measures each focused element's ring
 * (WCAG 2.4.7 and 1.4.11): the outline of the element, or of the nearest of its three closest
 * ancestors that draws one (a field's ring goes round its box, not its hidden <input>), and the
 * contrast of its colour against the opaque background around that element.
 */
export async function focusRings(page: Page, address: string, stops: number) {
  await page.goto(address);
  await hydrated(page);
  await screenReady(page);
  const rings: FocusRing[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    rings.push(await page.evaluate(measure));
  }
  // Focus left on a button keeps MUI's focus ripple pulsing, and a tooltip open: not the screen.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return rings;
}

function measure(): FocusRing {
  const rgba = (colour: string) => {
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [R, G, B] = [r, g, b].map((value) => {
      const s = value / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const focused = document.activeElement as HTMLElement;
  let ringed: HTMLElement | null = focused;
  for (let up = 0; ringed && up < 3; up += 1, ringed = ringed.parentElement) {
    if (getComputedStyle(ringed).outlineStyle !== 'none') break;
  }
  const element = ringed && getComputedStyle(ringed).outlineStyle !== 'none' ? ringed : focused;
  const style = getComputedStyle(element);
  // Around the ring: the first opaque background outside the element.
  let around = rgba('rgb(255, 255, 255)');
  for (let at = element.parentElement; at; at = at.parentElement) {
    const colour = rgba(getComputedStyle(at).backgroundColor);
    if (colour.a === 1) {
      around = colour;
      break;
    }
  }
  const [light, dark] = [luminance(rgba(style.outlineColor)), luminance(around)].sort(
    (x, y) => y - x,
  );
  const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
  return {
    stop: `${focused.tagName.toLowerCase()} ${name.slice(0, 30)}`,
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 10) / 10,
  };
}
