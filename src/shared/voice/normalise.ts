/** Lower case without diacritics or apostrophes: "Tshivenḓa" -> "tshivenda", "n'we" -> "nwe". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');
}

/** Splits normalised text into words of letters (digits and signs are the tokeniser's job). */
export const wordsOf = (text: string): string[] => normaliseText(text).match(/[a-z]+/g) ?? [];
