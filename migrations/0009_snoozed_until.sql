-- A sent nudge snoozed from its notification or in the app: when its copy comes back (issue 9),
-- so history can say so.
ALTER TABLE `reminders` ADD `snoozedUntil` integer;
