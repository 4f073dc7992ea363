CREATE TABLE `idempotency_keys` (
	`userId` integer NOT NULL,
	`key` text NOT NULL,
	`requestHash` text NOT NULL,
	`status` integer,
	`body` text,
	`createdAt` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`userId`, `key`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
