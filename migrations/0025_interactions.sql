CREATE TABLE `interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`contactId` integer NOT NULL,
	`at` integer NOT NULL,
	`title` text(200) NOT NULL,
	`source` text(10) NOT NULL,
	`sourceRef` text,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interactions_contact_at_idx` ON `interactions` (`userId`,`contactId`,`at`);--> statement-breakpoint
CREATE UNIQUE INDEX `interactions_source_ref_unique` ON `interactions` (`userId`,`source`,`sourceRef`);