import { useLingui } from "@lingui/react/macro";
import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import type { ZoneOption } from "./time-zone-options";

type PickerProps = {
  id: string;
  value: string;
  options: ZoneOption[];
  onChange: (value: string) => void;
  searchLabel?: string;
  emptyText?: string;
};

/**
 * Four hundred zones are too many to scroll through on a phone: the picker is searchable, by city
 * or region as the label reads ("new york", "tokyo", "europe/"). The phone region uses it too.
 */
export function TimeZonePicker({ id, value, options, onChange, searchLabel, emptyText }: PickerProps) {
  const { t } = useLingui();
  const search = searchLabel ?? t`Search time zones`;
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.value === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button id={id} variant="outline" role="combobox" aria-expanded={open} className="h-11 w-full justify-between font-normal sm:h-10">
          <span className="truncate">{current?.label ?? value}</span>
          <ChevronsUpDownIcon className="size-4 opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start" aria-label={t`Time zones`}>
        <Command>
          <CommandInput placeholder={`${search}...`} aria-label={search} />
          <CommandList>
            <CommandEmpty>{emptyText ?? t`No time zone found.`}</CommandEmpty>
            <CommandGroup>
              {options.map((o) => (
                <CommandItem
                  key={o.value}
                  value={o.label}
                  onSelect={() => {
                    onChange(o.value);
                    setOpen(false);
                  }}
                >
                  <CheckIcon className={cn("size-4", o.value === value ? "opacity-100" : "opacity-0")} aria-hidden />
                  {o.label}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
