-- Full-text search over the knowledge base for the built-in support answerer (and the grounding
-- of LLM prompts): an FTS5 index kept in step with knowledge_base by triggers, ranked by bm25.
-- Porter stemming lets "resetting" find "reset"; tags are a column so keywords can be weighted.
CREATE VIRTUAL TABLE `knowledge_fts` USING fts5(
  `title`, `content`, `tags`,
  content = 'knowledge_base', content_rowid = 'id', tokenize = 'porter unicode61'
);
--> statement-breakpoint
INSERT INTO `knowledge_fts` (`rowid`, `title`, `content`, `tags`) SELECT `id`, `title`, `content`, coalesce(`tags`, '') FROM `knowledge_base`;
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_after_insert` AFTER INSERT ON `knowledge_base` BEGIN
  INSERT INTO `knowledge_fts` (`rowid`, `title`, `content`, `tags`) VALUES (NEW.`id`, NEW.`title`, NEW.`content`, coalesce(NEW.`tags`, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_after_delete` AFTER DELETE ON `knowledge_base` BEGIN
  INSERT INTO `knowledge_fts` (`knowledge_fts`, `rowid`, `title`, `content`, `tags`) VALUES ('delete', OLD.`id`, OLD.`title`, OLD.`content`, coalesce(OLD.`tags`, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_after_update` AFTER UPDATE OF `title`, `content`, `tags` ON `knowledge_base` BEGIN
  INSERT INTO `knowledge_fts` (`knowledge_fts`, `rowid`, `title`, `content`, `tags`) VALUES ('delete', OLD.`id`, OLD.`title`, OLD.`content`, coalesce(OLD.`tags`, ''));
  INSERT INTO `knowledge_fts` (`rowid`, `title`, `content`, `tags`) VALUES (NEW.`id`, NEW.`title`, NEW.`content`, coalesce(NEW.`tags`, ''));
END;
--> statement-breakpoint
-- When the user saw a human reply in the app (GET /api/support/notifications). userNotified stays
-- what SPEC says: the user was told (push/mail) at resolve time.
ALTER TABLE `ai_support_requests` ADD `userSeenAt` integer;
--> statement-breakpoint
CREATE INDEX `ai_support_user_status_idx` ON `ai_support_requests` (`userId`, `status`);
