-- CreateTable
CREATE TABLE "CustomTestCases" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "cases" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomTestCases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CustomTestCases_problemId_idx" ON "CustomTestCases"("problemId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomTestCases_userId_problemId_key" ON "CustomTestCases"("userId", "problemId");

-- AddForeignKey
ALTER TABLE "CustomTestCases" ADD CONSTRAINT "CustomTestCases_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomTestCases" ADD CONSTRAINT "CustomTestCases_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "Problem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
