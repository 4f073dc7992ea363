-- Phone numbers as E.164 (issue 21). What was typed is kept in phoneTyped beside the number
-- stored for dialling; users.phoneRegion is the country a number without its country code is
-- read in (null: the time zone's country). SQL can't read phone numbers, so existing rows are
-- left exactly as they are (phoneNumber holds what was typed, phoneTyped is null) and the Worker
-- reads them, one person at a time, on that person's next contacts read or import
-- (worker/db/phone-backfill.ts): the partial indexes below find those rows, and are empty once
-- every row was read.
ALTER TABLE `contacts` ADD `phoneTyped` text;--> statement-breakpoint
CREATE INDEX `contacts_phone_unread_idx` ON `contacts` (`userId`) WHERE "phoneNumber" IS NOT NULL AND "phoneTyped" IS NULL;--> statement-breakpoint
ALTER TABLE `reminders` ADD `phoneTyped` text;--> statement-breakpoint
CREATE INDEX `reminders_phone_unread_idx` ON `reminders` (`userId`) WHERE "phoneNumber" IS NOT NULL AND "phoneTyped" IS NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `phoneRegion` text(2);