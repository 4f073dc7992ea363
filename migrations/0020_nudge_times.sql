-- Issue 24: a date with days early keeps two nudges, the heads-up (headsUpReminderId, new) and the
-- one on the day (reminderId); check-ins and date nudges arrive at users.nudgeTime, or a
-- contact's own contacts.nudgeTime (minutes after local midnight; null: the account's, 09:00).
-- drizzle-kit 0.31 wrote this ALTER without the ON DELETE its snapshot has: added by hand, as in 0005.
ALTER TABLE `contact_dates` ADD `headsUpReminderId` integer REFERENCES reminders(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `contact_dates_heads_up_idx` ON `contact_dates` (`headsUpReminderId`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `nudgeTime` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `nudgeTime` integer;--> statement-breakpoint
-- Backfill, written by hand (re-add it after regenerating): a date with days early had one
-- nudge, its heads-up, linked as reminderId. It is linked as the heads-up too; once it is sent,
-- the scheduler's renewal (db/important-dates.ts renewSentDates) gives the date its own nudge on
-- the day, still ahead then, and next year's heads-up. Until then it is moved, renamed and
-- deleted like any date nudge. SQL can't place the day's nudge at 09:00 local across DST itself.
UPDATE `contact_dates` SET `headsUpReminderId` = `reminderId` WHERE `leadDays` > 0 AND `reminderId` IS NOT NULL;
