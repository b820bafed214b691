/**
 * A chosen CSV's text. Excel's «CSV UTF-8» is UTF-8 (with a BOM the server skips), but its plain
 * «CSV delimitado por comas» on a Spanish Windows is Windows-1252: bytes that are not UTF-8 are
 * read as that, so «Dirección» keeps its accent either way.
 */
export async function readCsvFile(file: File): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
