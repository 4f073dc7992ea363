import { HeartHandshake } from "lucide-react";

// Plain class strings, not cn(): the landing page shows this mark and doesn't load tailwind-merge.
const TILE = "flex items-center justify-center bg-primary text-primary-foreground";

/** Nudge's mark: the handshake on a primary tile; `large` on the sign-in pages, the small one in headers. */
export function LogoMark({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? `${TILE} size-12 rounded-2xl shadow-sm` : `${TILE} size-9 rounded-xl`}>
      <HeartHandshake className={large ? "size-7" : "size-5"} aria-hidden />
    </span>
  );
}
