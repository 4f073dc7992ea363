-- Keep-in-touch cadence on a contact, and the pending check-in nudge it keeps scheduled.
ALTER TABLE `contacts` ADD `cadenceEvery` integer;
--> statement-breakpoint
ALTER TABLE `contacts` ADD `cadenceUnit` text(10);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `checkInReminderId` integer REFERENCES reminders(id) ON DELETE set null;
