/** A table row's name that selects it on the map too (small regions are hard to hit on a phone). */
export function PickButton({ label, onPick }: { label: string; onPick: () => void }) {
  return (
    <button type="button" className="choro-pick" onClick={onPick}>
      {label}
    </button>
  );
}
