CREATE TABLE `nudge_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`recurrence` text NOT NULL,
	`startSlot` text NOT NULL,
	`pendingId` integer,
	`pendingSlot` text,
	`targetName` text NOT NULL,
	`message` text NOT NULL,
	`phoneNumber` text,
	`phoneTyped` text,
	`url` text,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pendingId`) REFERENCES `reminders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `nudge_series_user_idx` ON `nudge_series` (`userId`);--> statement-breakpoint
CREATE INDEX `nudge_series_pending_idx` ON `nudge_series` (`pendingId`);--> statement-breakpoint
ALTER TABLE `reminders` ADD `seriesId` integer REFERENCES nudge_series(id) ON DELETE SET NULL;