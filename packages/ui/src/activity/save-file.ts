/**
 * Hands the browser a file to save, as a link to it would: the export is fetched with the API's CSRF
 * header (a plain link cannot send it), then offered from memory under the server's file name.
 */
export function saveFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the memory is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
