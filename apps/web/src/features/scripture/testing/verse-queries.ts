/**
 * The verse (number and words) whose text matches. A verse's words span several elements (the
 * first word stays with the number), so Testing Library's text queries do not find it whole.
 */
export function verseWithText(container: HTMLElement, text: RegExp): HTMLElement {
  const verse = [...container.querySelectorAll<HTMLElement>('[data-verse]')].find((element) =>
    text.test(element.textContent ?? ''),
  );
  if (!verse) throw new Error(`no verse reads ${text}`);
  return verse;
}
