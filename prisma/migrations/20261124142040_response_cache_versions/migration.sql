-- CreateTable
CREATE TABLE "CacheVersion" (
    "key" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CacheVersion_pkey" PRIMARY KEY ("key")
);

-- The versions that validate the GraphQL response cache (server/src/graphql/response-cache.ts),
-- moved by triggers in the writer's own transaction, whoever writes (any instance, the seed, a
-- script): a cached answer is served only while both versions it was computed at are current.

-- 'content': what books, problems, tags, companies and authors show.
CREATE FUNCTION "cache_version_bump_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CacheVersion" ("key", "version") VALUES ('content', 1)
  ON CONFLICT ("key") DO UPDATE SET "version" = "CacheVersion"."version" + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "Book_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Book"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "BookProblem_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BookProblem"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "ProblemRelation_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProblemRelation"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "Tag_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "Company_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Company"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "ProblemTag_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProblemTag"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "ProblemCompany_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProblemCompany"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "Problem_cache_version" AFTER INSERT OR DELETE OR TRUNCATE ON "Problem"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
-- finishCount moves with every learner's tick (progress_search's trigger); the cache never keeps an
-- answer that shows it, so such an update leaves the version alone.
CREATE TRIGGER "Problem_cache_version_update" AFTER UPDATE ON "Problem"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'finishCount') IS DISTINCT FROM (to_jsonb(NEW) - 'finishCount'))
  EXECUTE FUNCTION "cache_version_bump_content"();
-- users appear as problem authors and book creators (name, avatar, position)
CREATE TRIGGER "User_cache_version_update" AFTER UPDATE ON "User"
  FOR EACH ROW WHEN ((OLD."nickName", OLD."avatar", OLD."position") IS DISTINCT FROM (NEW."nickName", NEW."avatar", NEW."position"))
  EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "User_cache_version_delete" AFTER DELETE OR TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();

-- 'user:<id>': that user's progress (answer records, global statuses, book subscriptions).
CREATE FUNCTION "cache_version_bump_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid TEXT;
BEGIN
  IF TG_OP = 'DELETE' THEN uid := OLD."userId"; ELSE uid := NEW."userId"; END IF;
  INSERT INTO "CacheVersion" ("key", "version") VALUES ('user:' || uid, 1)
  ON CONFLICT ("key") DO UPDATE SET "version" = "CacheVersion"."version" + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "BookProblemProgress_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "BookProblemProgress"
  FOR EACH ROW EXECUTE FUNCTION "cache_version_bump_user"();
CREATE TRIGGER "ProblemStatus_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "ProblemStatus"
  FOR EACH ROW EXECUTE FUNCTION "cache_version_bump_user"();
CREATE TRIGGER "BookSubscription_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "BookSubscription"
  FOR EACH ROW EXECUTE FUNCTION "cache_version_bump_user"();
-- a truncate names no user: it moves the content version, which every cached answer also checks
CREATE TRIGGER "BookProblemProgress_cache_version_truncate" AFTER TRUNCATE ON "BookProblemProgress"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "ProblemStatus_cache_version_truncate" AFTER TRUNCATE ON "ProblemStatus"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
CREATE TRIGGER "BookSubscription_cache_version_truncate" AFTER TRUNCATE ON "BookSubscription"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_content"();
