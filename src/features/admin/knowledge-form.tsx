import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { KNOWLEDGE_CATEGORIES } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useCreateKnowledge } from "./admin-api";
import { CATEGORY_LABELS, emptyKnowledgeForm, knowledgeFormSchema, toPriority, type KnowledgeFormValues } from "./admin-rules";

/** Add a knowledge item: what the support assistant answers from. */
export function KnowledgeForm() {
  const { toast } = useToast();
  const create = useCreateKnowledge();
  const form = useForm<KnowledgeFormValues>({
    resolver: zodResolver(knowledgeFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyKnowledgeForm,
  });

  const onSubmit = async (v: KnowledgeFormValues) => {
    try {
      await create.mutateAsync({
        title: v.title.trim(),
        content: v.content.trim(),
        category: v.category,
        tags: v.tags.trim(),
        priority: toPriority(v.priority),
      });
      toast({ title: "Knowledge base item created successfully" });
      form.reset(emptyKnowledgeForm);
    } catch (error) {
      toast({ variant: "destructive", title: "Error creating knowledge base item", description: errorText(error, "Please try again.") });
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Add knowledge base item">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input maxLength={255} placeholder="e.g. Resetting your password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Content</FormLabel>
              <FormControl>
                <Textarea rows={5} placeholder="The answer, in the words you'd like the assistant to use." {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Category</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="h-11 w-full sm:h-10">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {KNOWLEDGE_CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c} className="min-h-10">
                        {CATEGORY_LABELS[c]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="priority"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Priority (0-10)</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" min={0} max={10} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="tags"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Tags <span className="font-normal text-muted-foreground">(comma-separated keywords)</span>
              </FormLabel>
              <FormControl>
                <Input placeholder="e.g. password, login, reset" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="h-11 w-full sm:h-10 sm:w-auto" disabled={create.isPending}>
          <Plus className="size-4" aria-hidden />
          {create.isPending ? "Adding..." : "Add Knowledge Item"}
        </Button>
      </form>
    </Form>
  );
}
