// The two shapes every nudge list takes (pending and history alike): a table on wider screens and
// a card per nudge on phones, and the panel around them (their loading and error states are
// src/components/list-states.tsx). Each list fills in its own cells, badges and buttons.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import type { Nudge } from "@contracts/nudges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type Fill = (nudge: Nudge) => ReactNode;

/** One row a nudge: the person first, then `cells` under `headings`, the row's buttons last. */
export function NudgeTable({ nudges, headings, cells, buttons }: { nudges: Nudge[]; headings: string[]; cells: Fill; buttons: Fill }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Person</Trans>
          </TableHead>
          {headings.map((heading) => (
            <TableHead key={heading}>{heading}</TableHead>
          ))}
          <TableHead className="text-end">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {nudges.map((nudge) => (
          <TableRow key={nudge.id}>
            <TableCell className="max-w-40 truncate font-medium" title={nudge.targetName}>
              {nudge.targetName}
            </TableCell>
            {cells(nudge)}
            <TableCell>{buttons(nudge)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A card a nudge, read top to bottom: the person and `badge`, then `body`, the buttons along the bottom edge. */
export function NudgeCards({ nudges, badge, body, buttons }: { nudges: Nudge[]; badge: Fill; body: Fill; buttons: Fill }) {
  return (
    <ul className="flex flex-col gap-3">
      {nudges.map((nudge) => (
        <li key={nudge.id} className="rounded-xl border bg-card text-card-foreground shadow-xs">
          <div className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-semibold break-words">{nudge.targetName}</h3>
              {badge(nudge)}
            </div>
            {body(nudge)}
          </div>
          <div className="border-t p-2">{buttons(nudge)}</div>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard panel a nudge list sits in (borderless on phones, where the list's own cards are the surface); `dialogs` mount beside the list. */
export function NudgeListPanel({
  Icon,
  title,
  description,
  dialogs,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  description: ReactNode;
  dialogs: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4 max-sm:border-0 max-sm:bg-transparent max-sm:py-0 max-sm:shadow-none">
      <CardHeader className="max-sm:px-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon className="size-5 text-primary" aria-hidden />
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-0">{children}</CardContent>
      {dialogs}
    </Card>
  );
}
