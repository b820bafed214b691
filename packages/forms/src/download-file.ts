/**
 * Saves a file through a Blob URL and a temporary link with `download`: the browser names it
 * `fileName`; the URL is released right after the click.
 */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    URL.revokeObjectURL(url);
  }
}

/** Text (a CSV, an XML) saved as a file of that type. */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  downloadFile(new Blob([text], { type }), fileName);
}
