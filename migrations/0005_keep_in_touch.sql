-- Keep in touch (issue 9): a cadence on a contact with the pending check-in nudge it keeps scheduled,
-- birthdays or other yearly dates on a contact, each with its pending nudge, and the private calendar feed.
ALTER TABLE `contacts` ADD `cadenceEvery` integer;
--> statement-breakpoint
ALTER TABLE `contacts` ADD `cadenceUnit` text(10);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `checkInReminderId` integer REFERENCES reminders(id) ON DELETE set null;
--> statement-breakpoint
-- Birthdays and other yearly dates on a contact, each with its pending nudge.
CREATE TABLE `contact_dates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contactId` integer NOT NULL,
	`userId` integer NOT NULL,
	`label` text(50) NOT NULL,
	`date` text(10) NOT NULL,
	`leadDays` integer DEFAULT 0 NOT NULL,
	`reminderId` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reminderId`) REFERENCES `reminders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_dates_contact_idx` ON `contact_dates` (`contactId`);
--> statement-breakpoint
CREATE INDEX `contact_dates_user_reminder_idx` ON `contact_dates` (`userId`,`reminderId`);
--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`userId` integer PRIMARY KEY NOT NULL,
	`tokenHash` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`tokenHash`);
