ALTER TABLE `contacts` ADD `reachBy` text(10);--> statement-breakpoint
ALTER TABLE `contacts` ADD `telegram` text(32);