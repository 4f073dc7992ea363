-- A snoozed copy names the sent nudge it was snoozed from (issue 20): snoozing that nudge again
-- moves the pending copy instead of adding one, and the unique index makes SQLite hold "one
-- pending copy per nudge" under parallel snoozes. Deleting the sent nudge keeps its copy.
ALTER TABLE `reminders` ADD `snoozedFrom` integer REFERENCES `reminders`(`id`) ON DELETE set null;
--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_pending_snooze_copy_unique` ON `reminders` (`snoozedFrom`) WHERE "snoozedFrom" IS NOT NULL AND "sent" = 0;
