CREATE TABLE `interaction_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`kind` text(10) NOT NULL,
	`source` text(10) NOT NULL,
	`sourceRef` text NOT NULL,
	`at` integer NOT NULL,
	`title` text(200) NOT NULL,
	`contactId` integer,
	`name` text(100),
	`email` text,
	`answer` text(10),
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interaction_reviews_source_ref_unique` ON `interaction_reviews` (`userId`,`source`,`sourceRef`,`kind`);--> statement-breakpoint
CREATE INDEX `interaction_reviews_waiting_idx` ON `interaction_reviews` (`userId`,`createdAt`) WHERE "interaction_reviews"."answer" is null;