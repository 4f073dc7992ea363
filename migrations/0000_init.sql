CREATE TABLE `ai_support_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`type` text(50) NOT NULL,
	`message` text NOT NULL,
	`aiResponse` text,
	`humanResponse` text,
	`requiresHumanReview` integer DEFAULT false NOT NULL,
	`category` text(50),
	`context` text,
	`status` text(50) DEFAULT 'pending' NOT NULL,
	`emailSent` integer DEFAULT false NOT NULL,
	`userNotified` integer DEFAULT false NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updatedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_support_user_time_idx` ON `ai_support_requests` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `ai_support_status_time_idx` ON `ai_support_requests` (`status`,`createdAt`);--> statement-breakpoint
CREATE TABLE `auth_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_key_time_idx` ON `auth_attempts` (`key`,`createdAt`);--> statement-breakpoint
CREATE TABLE `contact_bookmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contactId` integer NOT NULL,
	`userId` integer NOT NULL,
	`note` text NOT NULL,
	`category` text(50),
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_bookmarks_contact_time_idx` ON `contact_bookmarks` (`contactId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `contact_bookmarks_user_idx` ON `contact_bookmarks` (`userId`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`name` text NOT NULL,
	`phoneNumber` text,
	`email` text,
	`notes` text,
	`lastContactAt` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updatedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contacts_user_name_idx` ON `contacts` (`userId`,`name`);--> statement-breakpoint
CREATE INDEX `contacts_user_phone_idx` ON `contacts` (`userId`,`phoneNumber`);--> statement-breakpoint
CREATE TABLE `knowledge_base` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`content` text NOT NULL,
	`category` text(100),
	`tags` text,
	`isActive` integer DEFAULT true NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updatedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `knowledge_base_active_priority_idx` ON `knowledge_base` (`isActive`,`priority`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`expiresAt` integer NOT NULL,
	`usedAt` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`userId`);--> statement-breakpoint
CREATE TABLE `push_campaigns` (
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
	`createdBy` integer NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updatedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`createdBy`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `push_campaigns_created_idx` ON `push_campaigns` (`createdAt`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`userId`);--> statement-breakpoint
CREATE TABLE `reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`targetName` text NOT NULL,
	`message` text NOT NULL,
	`phoneNumber` text,
	`remindAt` integer NOT NULL,
	`url` text,
	`sent` integer DEFAULT false NOT NULL,
	`sentAt` integer,
	`saved` integer DEFAULT false NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminders_user_sent_remind_idx` ON `reminders` (`userId`,`sent`,`remindAt`);--> statement-breakpoint
CREATE INDEX `reminders_user_sent_sentat_idx` ON `reminders` (`userId`,`sent`,`sentAt`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`lastUsedAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expiresAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`userId`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password` text NOT NULL,
	`isVerified` integer DEFAULT false NOT NULL,
	`isDeveloper` integer DEFAULT false NOT NULL,
	`mailchimpId` text,
	`stripeCustomerId` text,
	`stripeSubscriptionId` text,
	`subscriptionStatus` text(50) DEFAULT 'inactive' NOT NULL,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_stripe_customer_idx` ON `users` (`stripeCustomerId`);