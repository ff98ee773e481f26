/** The text of each element, in order: a list's items, a select's options, a table's headers. */
export function textsOf(elements: readonly Element[]): (string | null)[] {
  return elements.map((element) => element.textContent);
}
