import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { digitsOnly } from "./codeFormat.ts";
import { CheckIcon, CopyIcon } from "./icons.tsx";

/** Copies text; the legacy copy command where the Clipboard API is missing. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  // Older browsers and insecure origins: the legacy copy command.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

export interface CopyButtonProps {
  code: string;
  /** Copy `code` as it is (a 2FA secret), not as digits only. */
  verbatim?: boolean;
  /** The button's label, when it copies something other than a commodity code. */
  label?: string;
  /** What a screen reader hears once it is copied. */
  copiedText?: string;
}

/** Copies a code as digits only (what a declaration form accepts), with a short confirmation. */
export function CopyButton({ code, verbatim = false, label: customLabel, copiedText }: CopyButtonProps) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(t);
  }, [copied]);

  const label = customLabel ?? i18n._({ id: "code.copy", message: "Скопировать код {code}", values: { code } });
  return (
    <>
      <button
        type="button"
        className="copy-button"
        aria-label={label}
        title={label}
        data-copied={copied}
        onClick={() => {
          writeClipboard(verbatim ? code : digitsOnly(code)).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? (copiedText ?? i18n._({ id: "code.copied", message: "Код скопирован" })) : ""}
      </span>
    </>
  );
}
