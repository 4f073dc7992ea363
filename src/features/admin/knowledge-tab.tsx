import { lazyWords } from "#i18n";
import { plural, msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import type { KnowledgeItem } from "@contracts/admin";
import { isLanguage } from "@contracts/languages";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/hooks/use-toast";
import { useDeleteKnowledge, useKnowledge, useSetKnowledgeActive } from "./admin-api";
import { CATEGORY_LABELS, LANGUAGE_NAMES } from "./admin-rules";
import { KnowledgeForm } from "./knowledge-form";
import { KnowledgeLanguageFilter, type KnowledgeLanguage } from "./knowledge-language-filter";
import { AdminListCard, type ListWords } from "./admin-list-card";
import { FormBesideList } from "./form-beside-list";

/** Knowledge Base tab: the add form and every item the assistant can answer from. */
export function KnowledgeTab() {
  const { t, i18n } = useLingui();
  // The articles of the language the console is shown in, first: six languages' sets are too long to read as one list.
  const [language, setLanguage] = useState<KnowledgeLanguage>(isLanguage(i18n.locale) ? i18n.locale : "all");
  const items = useKnowledge(language);
  const remove = useDeleteKnowledge();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<KnowledgeItem | null>(null);
  const setActive = useSetKnowledgeActive();

  const toggle = (item: KnowledgeItem, isActive: boolean) =>
    setActive.mutate(
      { id: item.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: isActive ? t`Knowledge item turned on` : t`Knowledge item turned off`,
            description: isActive ? t`The assistant answers from it again.` : t`Kept, but the assistant no longer answers from it.`,
          }),
        onError: (err) => toast({ variant: "destructive", title: t`Error updating knowledge base item`, description: err.message }),
      },
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    // docs/product.md#admin: knowledge delete has no error toast; a failure leaves the item listed.
    await remove.mutateAsync(deleting.id).then(
      () => toast({ title: t`Knowledge base item deleted` }),
      () => undefined,
    );
    setDeleting(null);
  };

  return (
    <FormBesideList
      title={t`Add Knowledge`}
      description={t`The AI assistant answers users from these items; higher priority wins close calls.`}
      form={<KnowledgeForm language={language} />}
    >
      <AdminListCard
        Icon={BookOpen}
        // Empty, with a language shown, says the spec's words too: the Show select above names the language.
        words={KNOWLEDGE}
        list={items}
        listClassName="space-y-3"
        toolbar={<KnowledgeLanguageFilter value={language} onChange={setLanguage} />}
      >
        {(item) => (
          <li key={item.id} data-knowledge-id={item.id} className="space-y-2 rounded-lg border p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{item.title}</h3>
              <div className="flex shrink-0 items-center gap-1">
                {/* Off keeps the item for later but out of the assistant's answers. */}
                <Switch
                  checked={item.isActive}
                  disabled={setActive.isPending && setActive.variables?.id === item.id}
                  onCheckedChange={(on) => toggle(item, on)}
                  aria-label={t`Use ${item.title} in answers`}
                  title={item.isActive ? t`Used in answers` : t`Not used in answers`}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 shrink-0 text-destructive sm:size-9"
                  aria-label={t`Delete ${item.title}`}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
            <p className="text-sm whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">{item.content}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{item.category ? CATEGORY_LABELS[item.category] : t`Uncategorised`}</Badge>
              <Badge variant="outline" lang={item.language}>
                {LANGUAGE_NAMES[item.language]}
              </Badge>
              <Badge variant="outline">
                <Trans>Priority {item.priority}</Trans>
              </Badge>
              {!item.isActive && (
                <Badge variant="outline">
                  <Trans>Inactive</Trans>
                </Badge>
              )}
              {(item.tags ?? "")
                .split(",")
                .map((t) => t.trim())
                .filter(Boolean)
                .map((tag) => (
                  // A long tag ("benachrichtigungseinstellungen") wraps inside its badge rather than past a phone's edge.
                  <Badge key={tag} variant="outline" className="max-w-full font-normal whitespace-normal [overflow-wrap:anywhere]">
                    #{tag}
                  </Badge>
                ))}
            </div>
          </li>
        )}
      </AdminListCard>
      <ConfirmDialog
        open={deleting !== null}
        words={DELETE_ITEM}
        mutation={remove}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        "{deleting?.title}
        <Trans>" will no longer be used to answer users. This cannot be undone.</Trans>
      </ConfirmDialog>
    </FormBesideList>
  );
}

/** Delete's question (its button says Delete). */
const DELETE_ITEM: ConfirmWords = lazyWords({
  title: msg`Delete this knowledge item?`,
});

/** The list card's words. */
// Object.assign, not a spread: a spread would read the texts once, in the language shown at load.
const KNOWLEDGE: ListWords = Object.assign(
  lazyWords({
    title: msg`Knowledge Base`,
    description: msg`Everything the assistant knows.`,
    empty: msg`No knowledge base items yet. Add some information to help the AI assist users better.`,
    label: msg`Knowledge base items`,
    loading: msg`Loading knowledge base items...`,
    failed: msg`We couldn't load the knowledge base.`,
  }),
  { counted: (count: number) => plural(count, { one: "# item", other: "# items" }) },
);
