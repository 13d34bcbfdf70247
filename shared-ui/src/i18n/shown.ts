import type { ReactNode } from 'react';
import type { Translate } from 'shared-api';

/**
 * A text a component was handed to show, in the language on screen (docs/i18n.md: shared-ui
 * translates what it shows, so a caller may hand it a marked English text or a translated one).
 * Anything that is not a text (an element, a number) stays as it is.
 */
export function shown<Node extends ReactNode>(t: Translate, node: Node): Node | string {
  return typeof node === 'string' ? t(node) : node;
}
