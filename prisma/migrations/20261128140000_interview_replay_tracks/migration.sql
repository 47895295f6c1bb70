-- AlterTable
ALTER TABLE "InterviewUpdate" ADD COLUMN     "authorId" TEXT,
ADD COLUMN     "authorName" TEXT,
ADD COLUMN     "authorRole" TEXT;

-- CreateTable
CREATE TABLE "InterviewEvent" (
    "id" BIGSERIAL NOT NULL,
    "roomId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "authorRole" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InterviewEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InterviewNote" (
    "id" BIGSERIAL NOT NULL,
    "roomId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InterviewNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InterviewEvent_roomId_at_idx" ON "InterviewEvent"("roomId", "at");

-- CreateIndex
CREATE INDEX "InterviewNote_roomId_at_idx" ON "InterviewNote"("roomId", "at");

-- AddForeignKey
ALTER TABLE "InterviewEvent" ADD CONSTRAINT "InterviewEvent_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "InterviewRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InterviewNote" ADD CONSTRAINT "InterviewNote_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "InterviewRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;
