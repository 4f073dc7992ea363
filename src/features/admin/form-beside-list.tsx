import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** `children`: the list's card, and the dialogs it opens. */
type Props = { title: string; description: string; form: ReactNode; children: ReactNode };

/** The Knowledge and Push tabs: the form that adds to a list in its own card, beside the list (above it on narrower screens). */
export function FormBesideList({ title, description, form, children }: Props) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{form}</CardContent>
      </Card>
      {children}
    </div>
  );
}
