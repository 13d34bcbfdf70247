import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

/** What a session keeps of its User-Agent: enough to name the browser, never a whole essay. */
export const USER_AGENT_CHARS = 400;

export interface Device {
  /** 'Chrome 142', '' when unknown. */
  browser: string;
  /** 'Windows 10', 'Android 14', '' when unknown. */
  system: string;
  /** 'desktop', 'mobile', 'tablet', ...; '' when unknown. */
  kind: string;
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** bowser's reading of a User-Agent; none of an empty one (a session from before it was kept). */
const parse = (userAgent: string) =>
  userAgent.trim() === '' ? undefined : Bowser.parse(userAgent);

/** The browser, system and kind of device a User-Agent names (bowser's reading of it). */
export function describeDevice(userAgent: string): Device {
  const parsed = parse(userAgent);
  if (!parsed) return { browser: '', system: '', kind: '' };
  const { browser, os, platform } = parsed;
  const major = browser.version?.split('.')[0];
  return {
    browser: join(browser.name, major),
    system: join(os.name, os.versionName ?? os.version),
    kind: platform.type ?? '',
  };
}

/** 'Chrome 142, Windows 10', or what of it is known; the User-Agent's start when neither is. */
export function deviceName(userAgent: string) {
  const { browser, system } = describeDevice(userAgent);
  if (browser && system) return `${browser}, ${system}`;
  return browser || system || userAgent.slice(0, 60);
}

/**
 * The part of an address a device keeps while it moves about one network: an IPv4 /24, an IPv6
 * /48 (a mapped IPv4 address is read as IPv4). Anything else is kept whole.
 */
export function addressPrefix(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.split('.').slice(0, 3).join('.');
  if (isIPv6(address)) {
    const [head, tail = ''] = address.toLowerCase().split('::');
    const front = head === '' ? [] : head.split(':');
    const back = tail === '' ? [] : tail.split(':');
    const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
    return groups.slice(0, 3).join(':');
  }
  return address;
}

/**
 * What makes a sign-in's device "the same" as an earlier one (docs/decisions.md, "Security"):
 * its browser and system by name, without versions, which update by themselves, and the
 * address's network prefix.
 */
export function deviceKey(userAgent: string, address: string): string {
  const parsed = parse(userAgent);
  return [parsed?.browser.name ?? '', parsed?.os.name ?? '', addressPrefix(address)].join('|');
}
