-- A developer who wrote push campaigns can delete their account: the campaigns belong to the team
-- and stay (history, delivered counts), only their author becomes unknown. SQLite cannot change a
-- foreign key in place, so the table is rebuilt; nothing references push_campaigns, and D1 runs a
-- migration in one transaction, so the copy and the swap land together or not at all.
PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `__new_push_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`message` text NOT NULL,
	`targetType` text(50) DEFAULT 'all' NOT NULL,
	`targetUserIds` text,
	`url` text,
	`scheduledAt` integer,
	`sentAt` integer,
	`status` text(50) DEFAULT 'draft' NOT NULL,
	`recipientCount` integer DEFAULT 0 NOT NULL,
	`deliveredCount` integer DEFAULT 0 NOT NULL,
	`createdBy` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updatedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`createdBy`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_push_campaigns` (`id`, `title`, `message`, `targetType`, `targetUserIds`, `url`, `scheduledAt`, `sentAt`, `status`, `recipientCount`, `deliveredCount`, `createdBy`, `createdAt`, `updatedAt`)
SELECT `id`, `title`, `message`, `targetType`, `targetUserIds`, `url`, `scheduledAt`, `sentAt`, `status`, `recipientCount`, `deliveredCount`, `createdBy`, `createdAt`, `updatedAt` FROM `push_campaigns`;
--> statement-breakpoint
DROP TABLE `push_campaigns`;
--> statement-breakpoint
ALTER TABLE `__new_push_campaigns` RENAME TO `push_campaigns`;
--> statement-breakpoint
CREATE INDEX `push_campaigns_created_idx` ON `push_campaigns` (`createdAt`);
--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
