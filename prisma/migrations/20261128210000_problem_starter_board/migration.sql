-- A problem's starter drawing for the interview whiteboard (content's board.yaml).
ALTER TABLE "Problem" ADD COLUMN "starterBoard" JSONB NOT NULL DEFAULT '[]';
