import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../AppLink.tsx";
import { ServiceList } from "../ServiceList.tsx";

/** The all-services menu: sibling sections that share the sign-in. */
export function ServicesMenu() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="services-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button services-button"
        data-testid="all-services"
        aria-expanded={open}
        aria-controls="services-popup"
        onClick={() => setOpen((v) => !v)}
      >
        {i18n._({ id: "services.button", message: "Все сервисы" })}
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && (
        <div id="services-popup" className="services-popup">
          <ServiceList className="services-list" />
          <AppLink href="/all-services" className="services-more" onClick={() => setOpen(false)}>
            {i18n._({ id: "services.more", message: "Подробнее о сервисах" })}
          </AppLink>
        </div>
      )}
    </div>
  );
}
