/** A file the user picked, read in the browser so it can travel in the JSON body (spec 3: "file data and type"). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
  /** `data:<type>;base64,...` */
  dataUrl: string;
}

export function readPickedFile(file: File): Promise<PickedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, type: file.type || 'application/octet-stream', size: file.size, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** The payload form of a picked file (spec 3: `image`/`doc` carry file data and type). */
export function fileField(file: PickedFile | null) {
  return file ? { data: file.dataUrl, type: file.type, name: file.name } : null;
}
