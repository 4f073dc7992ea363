export default function PwaExtras() {
  return null;
}
