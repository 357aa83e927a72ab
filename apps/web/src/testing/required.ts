// Tests reach for elements and values the type system only knows as possibly missing (`closest`,
// `nextElementSibling`, `items[0]`, a FormData entry). These check them instead of asserting a
// type: a missing one fails the test with a message that says what was looked for.

/** `value`, or a failure naming `what` when it is null or undefined. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}

/** `value` when it is a `type` (HTMLElement, File…), or a failure naming `what`. */
export function requiredInstance<T>(
  value: unknown,
  type: abstract new (...args: never) => T,
  what: string,
): T {
  if (!(value instanceof type)) {
    const found = value === null || value === undefined ? 'none' : String(value);
    throw new Error(`Expected ${what} (a ${type.name}), found ${found}`);
  }
  return value;
}

/** The HTML element `what`, or a failure when it is missing (or not an HTML element). */
export function requiredElement(value: Element | null | undefined, what: string): HTMLElement {
  return requiredInstance(value, HTMLElement, what);
}
