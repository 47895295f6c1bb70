-- AlterTable
ALTER TABLE "InterviewRoom" ADD COLUMN     "reportToken" TEXT;

-- CreateTable
CREATE TABLE "InterviewRun" (
    "id" BIGSERIAL NOT NULL,
    "roomId" TEXT NOT NULL,
    "who" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "InterviewRole" NOT NULL,
    "kind" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "passed" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "error" TEXT,
    "failures" TEXT NOT NULL DEFAULT '',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InterviewRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InterviewRoom_reportToken_key" ON "InterviewRoom"("reportToken");

-- CreateIndex
CREATE INDEX "InterviewRun_roomId_id_idx" ON "InterviewRun"("roomId", "id");

-- AddForeignKey
ALTER TABLE "InterviewRun" ADD CONSTRAINT "InterviewRun_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "InterviewRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;
