import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Language } from "@contracts/languages";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import { LANGUAGE_CODES } from "@contracts/languages";
import { LANGUAGE_NAMES } from "./admin-rules";

export type KnowledgeLanguage = Language | "all";

/** The knowledge list's filter: the articles people in one language are answered from, or every language's. */
export function KnowledgeLanguageFilter({
  value,
  onChange,
}: {
  value: KnowledgeLanguage;
  onChange: (language: KnowledgeLanguage) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const options = [
    { value: "all", label: t`All languages` },
    ...LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
  ];
  return (
    <div className="mb-4 flex items-center gap-3">
      <Label htmlFor={id} className="shrink-0">
        {t`Show`}
      </Label>
      <OptionSelect id={id} value={value} options={options} onChange={(v) => onChange(v as KnowledgeLanguage)} className="sm:w-56" />
    </div>
  );
}
