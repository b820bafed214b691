import { downloadFile } from '@facturador/forms';

/**
 * Whether this browser shows a PDF inside the page and prints it from there: desktop Chromium,
 * Firefox and Safari. Phones do not (Chrome on Android has no embedded viewer; Safari on iOS
 * draws only a PDF's first page inside a page, and prints the page around it).
 */
function printsInPage(): boolean {
  return (
    navigator.pdfViewerEnabled === true &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(hover: hover) and (pointer: fine)').matches
  );
}

/** The last printed PDF: one hidden frame and one Blob URL at most, released by the next print. */
let last: { url: string; frame: HTMLIFrameElement | null } | null = null;

function keep(pdf: Blob, frame: HTMLIFrameElement | null = null): string {
  last?.frame?.remove();
  if (last) URL.revokeObjectURL(last.url);
  last = { url: URL.createObjectURL(pdf), frame };
  return last.url;
}

/** A frame out of sight and out of the reading order; its PDF prints once it has loaded. */
function printInFrame(pdf: Blob, title: string): void {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  frame.src = keep(pdf, frame);
  document.body.append(frame);
}

/**
 * Opens the browser's print dialog on a PDF fetched when the person taps. Where the browser
 * prints an embedded PDF, from a hidden frame; elsewhere (phones) in a new tab, opened at the
 * tap itself, before the PDF arrives, so no pop-up blocker stops it: the phone's viewer shows
 * the PDF with its own print and share. A blocked tab falls back to a download.
 */
export async function printPdf(
  load: () => Promise<Blob>,
  { fileName, waiting }: { fileName: string; waiting: string },
): Promise<void> {
  const inPage = printsInPage();
  const tab = inPage ? null : window.open('', '_blank');
  if (tab) {
    tab.document.title = waiting;
    tab.document.body?.append(waiting);
  }
  try {
    const pdf = await load();
    if (inPage) printInFrame(pdf, fileName);
    else if (tab) tab.location.href = keep(pdf);
    else downloadFile(pdf, fileName);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
