import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** The card's, its header's and its title's own classes. */
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
};

/** A card headed by its title and a line about it, then what it holds: the auth screens' card, the admin console's forms and lists. */
export function HeadedCard({ title, description, children, className, headerClassName, titleClassName }: Props) {
  return (
    <Card className={className}>
      <CardHeader className={headerClassName}>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
