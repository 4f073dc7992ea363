CREATE TABLE `address_books` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`url` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`lastSyncAt` integer,
	`lastError` text,
	`nextSyncAt` integer NOT NULL,
	`leaseUntil` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `address_books_userId_unique` ON `address_books` (`userId`);--> statement-breakpoint
CREATE INDEX `address_books_next_sync_idx` ON `address_books` (`nextSyncAt`);--> statement-breakpoint
CREATE TABLE `contact_links` (
	`addressBookId` integer NOT NULL,
	`href` text NOT NULL,
	`contactId` integer,
	`userId` integer NOT NULL,
	`etag` text,
	PRIMARY KEY(`addressBookId`, `href`),
	FOREIGN KEY (`addressBookId`) REFERENCES `address_books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_links_contact_idx` ON `contact_links` (`contactId`);