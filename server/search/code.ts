/** The digits of a query that is a code or a code prefix ("8471", "0101 21", "0901.21"); null otherwise. */
export function codeDigits(raw: string): string | null {
  const text = raw.trim();
  if (!/^[\d\s.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  return digits.length >= 2 && digits.length <= 10 ? digits : null;
}
