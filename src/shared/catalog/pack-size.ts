/** A trailing pack size: 750ml, 2L, 2.5kg, 100s, 10 Pack, 6 x 330ml, or an airtime value R29. */
const PACK_SIZE =
  /^(.*?\S)\s+((?:\d+\s?x\s?)?\d+(?:[.,]\d+)?\s?(?:ml|cl|l|lt|kg|g|mg|s|'s|pack|pk|sheets|rolls)|R\d+(?:[.,]\d{2})?)$/i;

/**
 * "Sunfoil Sunflower Oil 750ml" -> { base: "Sunfoil Sunflower Oil", size: "750ml" }, so a tile
 * can always show the size on its own line: look-alike products differ there. size is null
 * when the name ends in no size.
 */
export function splitPackSize(name: string): { base: string; size: string | null } {
  const match = PACK_SIZE.exec(name.trim());
  return match ? { base: match[1]!, size: match[2]! } : { base: name.trim(), size: null };
}
