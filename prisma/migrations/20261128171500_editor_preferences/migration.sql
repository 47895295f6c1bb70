-- CreateEnum
CREATE TYPE "EditorKeymap" AS ENUM ('default', 'vim', 'emacs');

-- CreateTable
CREATE TABLE "EditorPreference" (
    "userId" TEXT NOT NULL,
    "keymap" "EditorKeymap" NOT NULL DEFAULT 'default',
    "autocomplete" BOOLEAN NOT NULL DEFAULT true,
    "fontSize" INTEGER,
    "editorTheme" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EditorPreference_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "EditorPreference" ADD CONSTRAINT "EditorPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
