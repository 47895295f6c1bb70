-- AlterTable: a room now has two documents; a stored one is its code
ALTER TABLE "InterviewDocument" DROP CONSTRAINT "InterviewDocument_pkey",
ADD COLUMN     "name" TEXT NOT NULL DEFAULT 'code',
ADD CONSTRAINT "InterviewDocument_pkey" PRIMARY KEY ("roomId", "name");
ALTER TABLE "InterviewDocument" ALTER COLUMN "name" DROP DEFAULT;

-- AlterTable
ALTER TABLE "InterviewRoom" ADD COLUMN     "scorecard" JSONB;

-- CreateTable
CREATE TABLE "InterviewGuest" (
    "id" TEXT NOT NULL,
    "roomId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InterviewGuest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InterviewUpdate" (
    "id" BIGSERIAL NOT NULL,
    "roomId" TEXT NOT NULL,
    "update" BYTEA NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InterviewUpdate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InterviewGuest_roomId_idx" ON "InterviewGuest"("roomId");

-- CreateIndex
CREATE INDEX "InterviewUpdate_roomId_id_idx" ON "InterviewUpdate"("roomId", "id");

-- AddForeignKey
ALTER TABLE "InterviewGuest" ADD CONSTRAINT "InterviewGuest_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "InterviewRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InterviewUpdate" ADD CONSTRAINT "InterviewUpdate_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "InterviewRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;
