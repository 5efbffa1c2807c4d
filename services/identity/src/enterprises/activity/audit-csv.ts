/**
 * The audit export as CSV (RFC 4180): fields separated by commas, lines by CRLF, a field quoted when
 * it holds a comma, quote, CR or LF, its quotes doubled. A field that a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return; OWASP's "CSV injection") is prefixed with
 * a single quote, so Excel, LibreOffice and Google Sheets show it as text: audit rows carry what
 * people typed (emails, names, a user agent), which an attacker controls.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: ReadonlyArray<string | number | null>): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
