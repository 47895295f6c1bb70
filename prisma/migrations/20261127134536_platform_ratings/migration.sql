-- CreateEnum
CREATE TYPE "RatingSource" AS ENUM ('dashboard', 'interview');

-- CreateTable
CREATE TABLE "PlatformRating" (
    "userId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "source" "RatingSource" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlatformRating_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "PlatformRating" ADD CONSTRAINT "PlatformRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
