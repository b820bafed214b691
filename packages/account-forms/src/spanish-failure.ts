/** SPEC.md §8's modal errors, followed by what the server said when it said more. */
export function spanishFailure(title: string, detail: string): string {
  return detail === title ? title : `${title}: ${detail}`;
}
