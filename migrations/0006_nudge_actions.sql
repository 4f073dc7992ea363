-- Acting on a nudge from its notification (issue 9): when a sent nudge was marked done, and the
-- single-purpose tokens a push carries so the service worker can mark it done, snooze it or log a
-- text or call without any session.
ALTER TABLE `reminders` ADD `doneAt` integer;
--> statement-breakpoint
CREATE TABLE `nudge_action_tokens` (
	`tokenHash` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`reminderId` integer NOT NULL,
	`expiresAt` integer NOT NULL,
	`usedAt` integer,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reminderId`) REFERENCES `reminders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `nudge_action_tokens_user_expires_idx` ON `nudge_action_tokens` (`userId`,`expiresAt`);
--> statement-breakpoint
CREATE INDEX `nudge_action_tokens_reminder_idx` ON `nudge_action_tokens` (`reminderId`);
