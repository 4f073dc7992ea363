-- Delivery you can see (issue 19): a record per sent nudge and target, email verification links,
-- devices with labels and their last outcome, and the email channel's settings.
CREATE TABLE `email_verifications` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`expiresAt` integer NOT NULL,
	`usedAt` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`userId`);--> statement-breakpoint
CREATE TABLE `nudge_deliveries` (
	`reminderId` integer NOT NULL,
	`target` text(40) NOT NULL,
	`userId` integer NOT NULL,
	`channel` text(10) NOT NULL,
	`label` text,
	`status` text(20) NOT NULL,
	`reason` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`reminderId`, `target`),
	FOREIGN KEY (`reminderId`) REFERENCES `reminders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `nudge_deliveries_user_idx` ON `nudge_deliveries` (`userId`);--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `label` text;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `lastDeliveredAt` integer;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `lastFailureAt` integer;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `lastFailure` text;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `secretHash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_secret_unique` ON `push_subscriptions` (`secretHash`);--> statement-breakpoint
ALTER TABLE `reminders` ADD `deliveryStatus` text(20);--> statement-breakpoint
ALTER TABLE `users` ADD `emailFallback` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `emailEvery` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `unsubscribeToken` text;--> statement-breakpoint
-- Every existing account gets its opt-out key now; new accounts get one at sign-up.
UPDATE `users` SET `unsubscribeToken` = lower(hex(randomblob(32))) WHERE `unsubscribeToken` IS NULL;
