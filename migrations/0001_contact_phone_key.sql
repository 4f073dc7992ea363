DROP INDEX `contacts_user_phone_idx`;--> statement-breakpoint
ALTER TABLE `contacts` ADD `phoneKey` text;--> statement-breakpoint
CREATE INDEX `contacts_user_phone_idx` ON `contacts` (`userId`,`phoneKey`);