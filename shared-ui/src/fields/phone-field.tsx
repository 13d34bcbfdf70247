import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { PhoneFieldFallback } from './phone-field-fallback';
import type { PhoneFieldProps } from './phone-field-props';

export type { PhoneFieldProps };

type FullField = ComponentType<PhoneFieldProps>;
type Part = 'select' | 'input';

let loaded: FullField | undefined;
let loading: Promise<FullField> | undefined;

/**
 * Loads the phone library and its metadata (about 35 KiB gzip), once. A failure is not kept, so
 * the next focus tries again; meanwhile the plain field goes on working.
 */
export function loadPhoneField(): Promise<FullField> {
  loading ??= import(/* webpackChunkName: "phone-input" */ './phone-input-field').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function focusedPart(root: HTMLElement | null): Part | null {
  const active = document.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  return active.tagName === 'SELECT' ? 'select' : 'input';
}

/**
 * The phone field: international format, Kenya by default. The library loads when the visitor
 * starts on the form (or there is a number to show), not with the page; until then a plain
 * field of the same look takes the number, and hands over its value and the focus.
 */
export function PhoneField(props: PhoneFieldProps) {
  const [Full, setFull] = useState<FullField | undefined>(() => loaded);
  const root = useRef<HTMLDivElement>(null);
  const handover = useRef<Part | null>(null);
  const hasValue = Boolean(props.value);

  const load = useCallback(() => {
    loadPhoneField().then(
      (component) => {
        handover.current = focusedPart(root.current);
        setFull(() => component);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (Full) return;
    if (hasValue) return load();
    const field = root.current;
    const area = field?.closest('form') ?? document;
    area.addEventListener('focusin', load);
    field?.addEventListener('pointerenter', load);
    return () => {
      area.removeEventListener('focusin', load);
      field?.removeEventListener('pointerenter', load);
    };
  }, [Full, hasValue, load]);

  useLayoutEffect(() => {
    const part = handover.current;
    const element = part && root.current?.querySelector<HTMLInputElement>(part);
    if (!element) return;
    handover.current = null;
    element.focus();
    if (part === 'input') element.setSelectionRange(element.value.length, element.value.length);
  }, [Full]);

  return (
    <div ref={root} style={{ display: 'contents' }}>
      {Full ? <Full {...props} /> : <PhoneFieldFallback {...props} />}
    </div>
  );
}
