/** A 10-digit code as printed in the ТН ВЭД (`0101 21 000 0`); anything else unchanged. */
export function formatCode(code: string): string {
  const m = /^(\d{4})(\d{2})(\d{3})(\d)$/.exec(code);
  return m ? `${m[1]} ${m[2]} ${m[3]} ${m[4]}` : code;
}

/** Digits only: what a broker pastes into a declaration. */
export const digitsOnly = (text: string) => text.replace(/\D/g, "");
