package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults that used to be found only after a run, or not at all: argument files that are folders,
 * pipes or huge; a pipe as a class path; destinations behind links or that cannot be written; a
 * figure's folder left behind. Each is refused with exit 2 and one line, quickly, and writes
 * nothing.
 */
class LateFaultsTest {
    @TempDir
    Path dir;

    /* Exit 2, one line holding {@code fragment}, nothing on stdout, within 5 s, no stack trace. */
    private static void refused(String fragment, String... args) {
        Invocation run = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> Invocation.of(args));
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("pcmemu: ") && run.err().contains(fragment), run.err());
    }

    private Path fifo(String name) throws IOException, InterruptedException {
        Path pipe = dir.resolve(name);
        Process p = new ProcessBuilder("mkfifo", pipe.toString()).inheritIO().start();
        assumeTrue(p.waitFor() == 0, "mkfifo is available");
        return pipe;
    }

    @Test
    void argumentFileThatIsAFolderIsOneLine() {
        refused("argument file @" + dir + " is a folder", "@" + dir);
    }

    @Test
    void argumentFileThatIsAPipeIsRefusedNotWaitedOn() throws Exception {
        Path pipe = fifo("args");
        refused("is not a regular file", "@" + pipe);
        Path outer = Files.writeString(dir.resolve("outer"), "run broadcast --P 8 @" + pipe + "\n");
        refused("argument file @" + pipe + " is not a regular file", "@" + outer);
    }

    @Test
    void hugeArgumentFileIsRefusedAtOnce() throws IOException {
        StringBuilder text = new StringBuilder("run broadcast --P 8\n");
        for (int i = 0; i < 200_000; i++) {
            text.append("--x").append(i).append('\n');
        }
        Path file = Files.writeString(dir.resolve("huge"), text);
        refused("more than the " + ArgumentFiles.MOST_BYTES + " an argument file may have", "@" + file);
    }

    @Test
    void smallArgumentFileStillRuns() throws IOException {
        Path file = Files.writeString(dir.resolve("args"), "# a comment\nrun broadcast\n--P 8 -q\n");
        Invocation run = Invocation.of("@" + file);
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("measured      24 cycles"), run.out());
    }

    @Test
    void pipeAsClassPathOrSourceIsRefusedNotWaitedOn() throws Exception {
        Path pipe = fifo("classes");
        refused("--classpath " + pipe + " is neither a jar nor a folder", "run", "custom", "--class", "Ring",
                "--classpath", pipe.toString(), "--model", "logp", "--P", "8");
        Path source = fifo("Ring.java");
        refused(source + " is not a regular file", "run", "custom", source.toString(), "--model", "logp", "--P", "8");
    }

    @Test
    void danglingLinkAsDestinationNamesItsMissingFolder() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("t.csv"), dir.resolve("nowhere/x.csv"));
        refused("(a link to " + dir.resolve("nowhere/x.csv") + "): folder " + dir.resolve("nowhere")
                + " does not exist", Invocation.figure("--trace", link.toString()));
        refused("does not exist", "sweep", "broadcast", "--model", "logp", "--P", "2..4", "--out", link.toString());
        assertTrue(Files.isSymbolicLink(link) && !Files.exists(dir.resolve("nowhere")));
    }

    @Test
    void linkAsDestinationIsKeptAndItsFileWritten() throws IOException {
        Path file = dir.resolve("real.csv");
        Path link = Files.createSymbolicLink(dir.resolve("t.csv"), file.getFileName());
        Invocation run = Invocation.of(Invocation.figure("-q", "--trace", link.toString()));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.isSymbolicLink(link), "the link is kept");
        assertTrue(Files.readString(file).startsWith("processor,"), "the trace is in the file it names");
    }

    @Test
    void unwritableExistingDestinationIsRefusedBeforeTheRun() throws IOException {
        Path file = Files.writeString(dir.resolve("old.csv"), "kept\n");
        assumeTrue(file.toFile().setWritable(false, false));
        assumeFalse(Files.isWritable(file), "the superuser writes read-only files");
        try {
            refused("--trace " + file + " exists and cannot be written", Invocation.figure("--trace", file.toString()));
            refused("--out " + file + " exists and cannot be written", "sweep", "broadcast", "--model", "logp",
                    "--P", "2..4", "--out", file.toString());
            assertEquals("kept\n", Files.readString(file));
        } finally {
            file.toFile().setWritable(true);
        }
    }

    @Test
    void figureWithAnEmptyFolderNameWritesNothingHere() throws IOException {
        List<Path> before = listing(Path.of(""));
        refused("--out is empty", "figure", "logp-fig3", "--out", "");
        assertEquals(before, listing(Path.of("")));
    }

    @Test
    void figureThatFailsRemovesTheFolderItMade() {
        Path made = dir.resolve("figures");
        assertThrows(UncheckedIOException.class, () -> FigureCommand.inFolder(made, () -> {
            assertTrue(Files.isDirectory(made));
            throw new UncheckedIOException(new IOException("No space left on device"));
        }));
        assertFalse(Files.exists(made), "the empty folder is gone");
        Path kept = dir.resolve("kept");
        assertEquals("done", FigureCommand.inFolder(kept, () -> "done"));
        assertTrue(Files.isDirectory(kept));
    }

    @Test
    void figureFftRefusesATimeoutBeforePrintingItsTable() {
        refused("timeout must be more than 0 and at most", "figure", "fft", "--P", "8", "--points", "64",
                "--out", dir.resolve("f.csv").toString(), "--timeout", "10000001");
    }

    private static List<Path> listing(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder.toAbsolutePath())) {
            return files.sorted().toList();
        }
    }
}
