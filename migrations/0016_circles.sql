CREATE TABLE `circles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`name` text(50) NOT NULL,
	`cadenceEvery` integer,
	`cadenceUnit` text(10),
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `circles_user_name_unique` ON `circles` (`userId`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `contact_circles` (
	`contactId` integer NOT NULL,
	`circleId` integer NOT NULL,
	`userId` integer NOT NULL,
	PRIMARY KEY(`contactId`, `circleId`),
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`circleId`) REFERENCES `circles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_circles_circle_idx` ON `contact_circles` (`circleId`);