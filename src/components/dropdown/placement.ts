/** Spec §9: an autocomplete list is at most 250 px high and scrolls inside. */
export const DROPDOWN_MAX_HEIGHT = 250;

export type DropdownPlacement = "down" | "up";

/**
 * Where a field's list opens (spec §9): upward when less than the list's 250 px remains below the
 * field and more room is left above it than below; below otherwise.
 */
export function dropdownPlacement(field: { top: number; bottom: number }, viewportHeight: number): DropdownPlacement {
  const below = viewportHeight - field.bottom;
  return below < DROPDOWN_MAX_HEIGHT && field.top > below ? "up" : "down";
}
