import { useLingui } from "@lingui/react";
import { type ColourMode, COLOUR_MODES, setColourMode, useColourMode } from "../../app/colourMode.ts";

/** System / light / dark, stored in localStorage and applied as data-theme on <html>. */
export function ColourModeSelect() {
  const { i18n } = useLingui();
  const { mode } = useColourMode();
  const labels: Record<ColourMode, string> = {
    system: i18n._({ id: "colour.system", message: "Как в системе" }),
    light: i18n._({ id: "colour.light", message: "Светлая" }),
    dark: i18n._({ id: "colour.dark", message: "Тёмная" }),
  };
  return (
    <label className="colour-mode">
      <span className="colour-mode-label">{i18n._({ id: "colour.label", message: "Тема" })}</span>
      <select data-testid="colour-mode" value={mode} onChange={(e) => setColourMode(e.target.value as ColourMode)}>
        {COLOUR_MODES.map((m) => (
          <option key={m} value={m}>
            {labels[m]}
          </option>
        ))}
      </select>
    </label>
  );
}
