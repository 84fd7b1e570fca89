import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";

/** A code a measure or act is written for: a ten-digit code opens its card, a shorter prefix the tree at it. */
export function CodeLink({ code }: { code: string }) {
  return (
    <AppLink href={code.length === 10 ? `/custom/${code}` : `/tree?code=${code}`} className="code" data-testid="legal-code">
      {formatCode(code)}
    </AppLink>
  );
}
