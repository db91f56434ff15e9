// Internal: the classic attribute modifier scale (+1 at 13, 16, 18; −1 at 8, 5, 3 or lower).

/** @internal Classic attribute modifier. Source: redhack-rules.txt › Attributes and Modifiers. */
export function classicModifier(attribute: number): number {
  const up = (attribute >= 13 ? 1 : 0) + (attribute >= 16 ? 1 : 0) + (attribute >= 18 ? 1 : 0);
  const down = (attribute <= 8 ? 1 : 0) + (attribute <= 5 ? 1 : 0) + (attribute <= 3 ? 1 : 0);
  return up - down;
}
