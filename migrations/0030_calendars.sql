CREATE TABLE `calendar_events` (
	`calendarId` integer NOT NULL,
	`sourceRef` text NOT NULL,
	`userId` integer NOT NULL,
	`contactId` integer NOT NULL,
	`startAt` integer NOT NULL,
	`endAt` integer NOT NULL,
	`title` text(200) NOT NULL,
	`logged` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`calendarId`, `sourceRef`),
	FOREIGN KEY (`calendarId`) REFERENCES `calendars`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_events_contact_idx` ON `calendar_events` (`userId`,`contactId`,`endAt`);--> statement-breakpoint
CREATE TABLE `calendars` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`kind` text(10) NOT NULL,
	`url` text NOT NULL,
	`shownUrl` text NOT NULL,
	`username` text,
	`password` text,
	`etag` text,
	`ctag` text,
	`lastSyncAt` integer,
	`lastError` text,
	`nextSyncAt` integer NOT NULL,
	`leaseUntil` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendars_userId_unique` ON `calendars` (`userId`);--> statement-breakpoint
CREATE INDEX `calendars_next_sync_idx` ON `calendars` (`nextSyncAt`);