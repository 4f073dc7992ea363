-- A per-user counter that moves on every change to that user's nudges, whatever wrote it (API,
-- scheduler, cascade). The list endpoints cache their JSON against it and use it as the ETag.
ALTER TABLE `users` ADD `remindersVersion` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_after_insert` AFTER INSERT ON `reminders` BEGIN
  UPDATE `users` SET `remindersVersion` = `remindersVersion` + 1 WHERE `id` = NEW.`userId`;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_after_update` AFTER UPDATE ON `reminders` BEGIN
  UPDATE `users` SET `remindersVersion` = `remindersVersion` + 1 WHERE `id` IN (OLD.`userId`, NEW.`userId`);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_after_delete` AFTER DELETE ON `reminders` BEGIN
  UPDATE `users` SET `remindersVersion` = `remindersVersion` + 1 WHERE `id` = OLD.`userId`;
END;
