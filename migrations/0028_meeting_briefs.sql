ALTER TABLE `reminders` ADD `briefRef` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_brief_unique` ON `reminders` (`userId`,`briefRef`);--> statement-breakpoint
ALTER TABLE `users` ADD `briefLead` integer DEFAULT 60;