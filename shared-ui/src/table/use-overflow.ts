import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element's content is wider than the element itself, so part of it is out of
 * sight: measured again when either box changes size (a phone turned, a page of longer rows).
 */
export function useOverflow<Container extends HTMLElement>() {
  const ref = useRef<Container>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // One pixel of slack: a rounded width is not a hidden column.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  return { ref, overflows };
}
