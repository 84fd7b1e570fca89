import { renderSVG } from "uqr";

/**
 * How the 2FA setup draws its QR code: error correction M, a four-module quiet zone (ISO/IEC
 * 18004), dark modules on white. The answer is a standalone SVG document with no external
 * references, so the client can show it as an <img> data URL (no markup injected).
 */
export const QR_OPTIONS = { ecc: "M", border: 4, pixelSize: 8, whiteColor: "#ffffff", blackColor: "#000000" } as const;

/** The SVG document of a QR code of `text`. */
export function qrSvg(text: string): string {
  return renderSVG(text, QR_OPTIONS);
}
