-- Billing: when the trial ends and when a cancelled plan stops (both from Stripe, epoch ms), and
-- the Stripe webhook events already handled, so a redelivered event is acknowledged, not re-run.
ALTER TABLE `users` ADD `subscriptionTrialEnd` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `subscriptionCancelAt` integer;
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stripe_events_created_idx` ON `stripe_events` (`createdAt`);
