// Vite's `?raw` suffix imports a file's text (used to compare public/_headers with the Worker's headers).
declare module "*?raw" {
  const text: string;
  export default text;
}
