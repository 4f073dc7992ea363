-- The alarm's claim reads, in every batch, the person's contacts with a check-in and those messaged
-- in another app, and looks a nudge's contact up by its check-in or, typed with a name, by the name
-- in any case: indexed, it reads those rows, not the whole address book.
CREATE INDEX `contacts_user_check_in_idx` ON `contacts` (`userId`,`checkInReminderId`) WHERE "checkInReminderId" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_user_reach_by_idx` ON `contacts` (`userId`,`reachBy`) WHERE "reachBy" IS NOT NULL AND "phoneKey" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_user_name_nocase_idx` ON `contacts` (`userId`,"name" COLLATE NOCASE);