CREATE TABLE `today_snoozes` (
	`userId` integer NOT NULL,
	`item` text(40) NOT NULL,
	`until` integer NOT NULL,
	PRIMARY KEY(`userId`, `item`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
