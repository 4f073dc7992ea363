/** Saves the blob as a file through the browser's download, under this name. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has already taken its copy; revoke once this click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
