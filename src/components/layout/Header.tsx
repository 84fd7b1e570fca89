import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { portalMark, portalName } from "../../i18n/shared.ts";
import { AppLink } from "../AppLink.tsx";
import { SearchBox } from "../search/SearchBox.tsx";
import { AccountButton } from "./AccountButton.tsx";
import { LangSwitch } from "./LangSwitch.tsx";
import { MainNav } from "./MainNav.tsx";
import { ServicesMenu } from "./ServicesMenu.tsx";

/**
 * Wide screens: logo, search, services, account and languages on the first row, the sections alone on the
 * second (the tools once took a third row of their own at 1280 px). Narrow screens fold sections and tools
 * into the menu. The colour mode, set once, lives in the footer.
 */
export function Header() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [lastLocation, setLastLocation] = useState(location);

  // A new page closes the phone menu (adjusting state during render, not in an effect).
  if (lastLocation !== location) {
    setLastLocation(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container header-grid">
        <AppLink href="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            {i18n._(portalMark)}
          </span>
          <span className="brand-name">{i18n._(portalName)}</span>
        </AppLink>
        <div className="header-search">
          <SearchBox size="header" shortcut />
        </div>
        <LangSwitch />
        <button
          type="button"
          className="menu-button"
          data-testid="menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="menu-icon" aria-hidden="true" />
          {i18n._({ id: "header.menu", message: "Меню" })}
        </button>
        <div id="site-menu" className="header-panel" data-open={open}>
          <MainNav />
          <div className="header-tools">
            <ServicesMenu />
            <AccountButton />
          </div>
        </div>
      </div>
    </header>
  );
}
