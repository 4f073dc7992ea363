// Cloudflare's Turnstile widget (through @marsidev/react-turnstile, which loads Cloudflare's
// script and keeps the widget's life cycle in React). Its own chunk: only a form the server asked
// to check ever loads it.
import { Turnstile } from "@marsidev/react-turnstile";
import { useTheme } from "@/lib/theme";

export default function TurnstileWidget({
  siteKey,
  onToken,
  onExpire,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  onExpire: () => void;
}) {
  const { theme } = useTheme();
  return (
    <Turnstile
      siteKey={siteKey}
      onSuccess={onToken}
      onExpire={onExpire}
      // "flexible" fills the form's width, down to 300 px: it fits a 360 px phone.
      options={{ theme: theme === "system" ? "auto" : theme, size: "flexible", refreshExpired: "auto" }}
    />
  );
}
