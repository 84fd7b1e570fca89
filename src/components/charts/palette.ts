/**
 * One palette for both colour modes (design notes): mid-tone hues that keep 3:1 against white and
 * the dark background alike, distinct for the common kinds of colour blindness in the first five.
 */
export const PALETTE = [
  "#3b6fd8", "#c2410c", "#7c3aed", "#0f766e", "#b45309",
  "#be185d", "#4d7c0f", "#0369a1", "#9333ea", "#a16207",
  "#64748b",
];

/** The colour of the i-th series or slice (cycles past the palette). */
export const colorAt = (i: number): string => PALETTE[i % PALETTE.length]!;
