// The language switch on the landing page's footer, the sign-in card and the Account dialog. Each
// language is named in itself ("Deutsch", "العربية"), so a person finds theirs whatever is shown.
// The browser's own select: no Radix code on the landing page, and the phone's native picker.
import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { useChooseLanguage } from "@/lib/account-language";
import { cn } from "@/lib/utils";
import { LANGUAGE_CODES, LANGUAGES } from "@contracts/languages";

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="shrink-0 text-muted-foreground">
        <Languages className="size-4" aria-hidden />
        <span className="sr-only">{t`Language`}</span>
      </label>
      <NativeSelect id={id} value={i18n.locale} onChange={(event) => choose(event.target.value)} className="min-w-36">
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code} dir={LANGUAGES[code].dir}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
