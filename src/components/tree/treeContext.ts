import { createContext, useContext } from "react";

export interface TreeState {
  isOpen(id: string): boolean;
  toggle(id: string): void;
  /** The node a deep link points at: scrolled to and highlighted. */
  target: string | null;
}

export const TreeContext = createContext<TreeState | null>(null);

export function useTree(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error("useTree outside <Tree>");
  return state;
}
