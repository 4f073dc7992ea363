import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import type { ZoneOption } from "./time-zone-options";

/**
 * Four hundred zones are too many to scroll through on a phone: the picker is searchable, by city
 * or region as the label reads ("new york", "tokyo", "europe/").
 */
export function TimeZonePicker({ id, value, options, onChange }: { id: string; value: string; options: ZoneOption[]; onChange: (zone: string) => void }) {
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
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start" aria-label="Time zones">
        <Command>
          <CommandInput placeholder="Search time zones..." aria-label="Search time zones" />
          <CommandList>
            <CommandEmpty>No time zone found.</CommandEmpty>
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
