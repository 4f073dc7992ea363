CREATE TABLE `draft_cache` (
	`userId` integer NOT NULL,
	`requestKey` text NOT NULL,
	`contextKey` text NOT NULL,
	`body` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`userId`, `requestKey`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `draft_cache_created_idx` ON `draft_cache` (`createdAt`);--> statement-breakpoint
CREATE TABLE `message_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`name` text(60) NOT NULL,
	`text` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_templates_user_idx` ON `message_templates` (`userId`,`createdAt`);--> statement-breakpoint
ALTER TABLE `users` ADD `aiDrafts` integer DEFAULT false NOT NULL;