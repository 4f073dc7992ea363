-- Hardening II (issue 20): one table of hits for every limit (sign-in, sign-up, password resets,
-- confirmation emails, support questions), taken atomically before the work they guard. Was
-- auth_attempts, which the support limit now shares too.
ALTER TABLE `auth_attempts` RENAME TO `limit_hits`;--> statement-breakpoint
DROP INDEX `auth_attempts_key_time_idx`;--> statement-breakpoint
CREATE INDEX `limit_hits_key_time_idx` ON `limit_hits` (`key`,`createdAt`);
