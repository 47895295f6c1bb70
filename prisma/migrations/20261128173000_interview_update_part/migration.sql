-- which document an update belongs to: the code pad (every older row) or the whiteboard
ALTER TABLE "InterviewUpdate" ADD COLUMN "part" TEXT NOT NULL DEFAULT 'code';
