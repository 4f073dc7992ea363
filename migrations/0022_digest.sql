ALTER TABLE `users` ADD `digestEvery` text;--> statement-breakpoint
ALTER TABLE `users` ADD `digestTime` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `digestWeekday` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `digestEmail` integer DEFAULT false NOT NULL;